import { userSettingValueSchemas, type UserSettingKey } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { saveUserSetting } from '../../platform/identity/users.repository.ts';

export async function updateUserSetting(deps: AppDeps, member: MemberContext, key: UserSettingKey, value: string) {
  const parsed = userSettingValueSchemas[key].safeParse(value);
  if (!parsed.success) throw validationFailed({ value: [parsed.error.issues[0]?.message ?? 'Not valid'] });
  const settings = await saveUserSetting(deps.db, member.user.id, key, value);
  return {
    user_settings: Object.entries(settings).map(([settingKey, settingValue]) => ({
      key: settingKey,
      value: settingValue,
    })),
  };
}
