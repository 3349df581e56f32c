/** The auth feature's public surface for the shell. */
export { AnotherAccountDialog, SelectAccountDialog } from './components/account-dialogs.tsx';
export { useSwitchAccount, useSwitchOrganization } from './use-switch-account.ts';
export { useLogoutMutation } from './api/logout.ts';
export { employeeUserQueryOptions } from './api/employee-user.ts';
export { useRecheckAuth } from './session.ts';
export { useCompleteSignIn } from './use-complete-sign-in.ts';
