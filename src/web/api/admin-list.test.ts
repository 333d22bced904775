import { describe, expect, expectTypeOf, it } from 'vitest';
import { listUsers } from '../../shared/contracts/admin-users';
import type { Input } from '../../shared/contracts/define-route';
import { AdminUsersQuerySchema } from '../../shared/admin';
import { listSearch, type ListSearch } from './admin';
import { routePath } from './call';

describe('a panel list’s page asked through its contract', () => {
  it('leaves out the empty search and filter and the first page', () => {
    expect(routePath(listUsers, { query: listSearch({ page: 1, search: '', filter: '' }) })).toBe(
      '/admin/users',
    );
    expect(
      routePath(listUsers, { query: listSearch({ page: 3, search: 'gómez', filter: 'admin' }) }),
    ).toBe('/admin/users?search=g%C3%B3mez&filter=admin&page=3');
  });

  it('sends the filter the address carries, any text, and the server reads an unknown one as all', () => {
    expectTypeOf<ListSearch>().toExtend<NonNullable<Input<typeof listUsers>['query']>>();
    expect(AdminUsersQuerySchema.parse({ filter: 'admin' }).filter).toBe('admin');
    expect(AdminUsersQuerySchema.parse({ filter: 'nadie' }).filter).toBeUndefined();
    expect(AdminUsersQuerySchema.parse({ filter: ['admin', 'user'] }).filter).toBeUndefined();
    expect(AdminUsersQuerySchema.parse({})).toEqual({ page: 1, search: '' });
  });
});
