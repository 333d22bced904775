import { describe, expect, it } from 'vitest';
import { maskedUrl, toolConnection } from './postgres-connection';

describe('the database address in backup commands', () => {
  const url = 'postgres://estudio:p%40ss%3Aword@db.example.com:5432/estudio?sslmode=require';

  it('shows the address without its password', () => {
    expect(maskedUrl(url)).toBe(
      'postgres://estudio:***@db.example.com:5432/estudio?sslmode=require',
    );
  });

  it('hands the tools the password through PGPASSWORD, never on their command line', () => {
    const { dbname, env } = toolConnection(url);
    expect(dbname).toBe('postgres://estudio@db.example.com:5432/estudio?sslmode=require');
    expect(env).toEqual({ PGPASSWORD: 'p@ss:word' });
    expect(toolConnection('postgres://postgres@127.0.0.1/x').env).toEqual({});
  });
});
