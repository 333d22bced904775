import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { UserAnswerSchema } from '../../shared/responses/auth';

describe('response schemas', () => {
  it('drop every field they do not name, so a raw row cannot leak', () => {
    const serialize = serializerCompiler({
      schema: UserAnswerSchema,
      method: 'GET',
      url: '/api/user',
    });
    const user = {
      id: 'f0c3c5a4-1f5e-4a38-9f77-0d0f2c9a1b11',
      name: 'Paula',
      lastname: 'Herrera',
      username: 'paula',
      email: 'paula@example.com',
      roles: ['user'],
      status: true,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      document: null,
      courses: [],
      passwordHash: 'scrypt$secreto',
    };
    const body = JSON.parse(serialize({ user }) as string);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user.email).toBe('paula@example.com');
  });
});
