/**
 * Roles are named permission sets the owner edits (issue 5): create one, see it offered for members, rename it,
 * refuse deleting a role in use, delete an unused one after confirming.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('roles', () => {
  it('are created, edited and deleted by the owner, and a role in use stays', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/staff');
    await page.getByRole('button', { name: 'Manage Roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles' });
    const roles = dialog.getByRole('list', { name: 'Roles' });
    await roles.getByText('Field Tech', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'New Role' }).click();
    await dialog.getByLabel('Role Name').fill('Yard Lead');
    await dialog.getByRole('checkbox', { name: 'Shifts', exact: true }).check();
    // A list's record page comes with it (guard 4 asks each page by its own name), and may be taken off again.
    expect(await dialog.getByRole('checkbox', { name: 'Shift', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Schedule', exact: true }).check();
    expect(await dialog.getByRole('checkbox', { name: 'Schedule show', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Schedule map view', exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Start end shift' }).check();
    await dialog.getByRole('button', { name: 'Save Role' }).click();
    await page.getByText('The role was created.').waitFor();
    await roles.getByText('Yard Lead', { exact: true }).waitFor();
    await roles.getByRole('listitem').filter({ hasText: 'Yard Lead' }).getByText('5 permissions · 0 members').waitFor();

    await dialog.getByRole('button', { name: 'Edit Yard Lead' }).click();
    await dialog.getByLabel('Role Name').fill('Senior Yard Lead');
    await dialog.getByRole('button', { name: 'Save Role' }).click();
    await roles.getByText('Senior Yard Lead', { exact: true }).waitFor();

    // Field Tech has members: the server refuses, and the role stays.
    await dialog.getByRole('button', { name: 'Delete Field Tech' }).click();
    await page.getByRole('dialog', { name: 'Delete Role' }).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').waitFor();
    await roles.getByText('Field Tech', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Delete Senior Yard Lead' }).click();
    await page.getByRole('dialog', { name: 'Delete Role' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The role Senior Yard Lead was deleted.').waitFor();
    expect(await roles.getByText('Senior Yard Lead', { exact: true }).count()).toBe(0);
    // The Owner role cannot be deleted at all.
    expect(await dialog.getByRole('button', { name: 'Delete Owner' }).count()).toBe(0);
  });
});
