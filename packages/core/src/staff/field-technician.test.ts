import { describe, expect, it } from 'vitest';
import { rolePresets, type RolePresetName } from '../access/role-presets.ts';
import { effectivePermissions } from './permission-grants.ts';
import { isFieldTechnician } from './field-technician.ts';

const withRole = (name: RolePresetName) => ({
  permissions: effectivePermissions({ is_owner: name === 'Owner', permissions: [...rolePresets[name]] }, []),
});

describe('field technicians', () => {
  it('are the preset roles that do the visits: Field Tech and Crew Leader', () => {
    const technicians = (Object.keys(rolePresets) as RolePresetName[]).filter((name) =>
      isFieldTechnician(withRole(name)),
    );
    expect(technicians).toEqual(['Crew Leader', 'Field Tech']);
  });

  it('are read from permissions, so a custom role that clocks shifts and sells nothing counts, and an office extra does not', () => {
    expect(isFieldTechnician({ permissions: ['start_end_shift', 'schedule', 'my_shift_report'] })).toBe(true);
    expect(isFieldTechnician({ permissions: ['start_end_shift', 'subscriptions'] })).toBe(false);
    expect(isFieldTechnician({ permissions: ['schedule'] })).toBe(false);
  });
});
