import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A write (insert, update or delete) of a schema table, named by its export in schema.ts. */
export type TableWrite = { file: string; line: number; table: string };

const WRITE_CALLS = new Set(['insert', 'update', 'delete']);
/** SQL written by hand: the table named after `insert into`, `delete from` or `update … set`. */
const RAW_WRITE = /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)|\bupdate\s+"?(\w+)"?\s+set\b/gi;
/** A template's text just before an interpolated table that it writes. */
const WRITE_BEFORE = /\b(?:insert\s+into|update|delete\s+from)\s*"?$/i;

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The local names a file gives the schema's tables (named imports, or `schema.x`). */
function tableBindings(source: ts.SourceFile, tables: Map<string, string>) {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!/(?:\/db|^\.)\/schema$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const exported = (element.propertyName ?? element.name).text;
        if (tables.has(exported)) named.set(element.name.text, exported);
      }
    }
  }
  return (node: ts.Node | undefined): string | undefined => {
    if (node && ts.isIdentifier(node)) return named.get(node.text);
    if (
      node &&
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      tables.has(node.name.text)
    ) {
      return node.name.text;
    }
    return undefined;
  };
}

type Callable = { name: string; parameters: string[]; body: ts.Node };

function callablesOf(source: ts.SourceFile): Callable[] {
  const found: Callable[] = [];
  const visit = (node: ts.Node) => {
    const parameters = (fn: ts.SignatureDeclaration) =>
      fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      found.push({ name: node.name.text, parameters: parameters(node), body: node.body });
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      const fn = node.initializer;
      found.push({ name: node.name.text, parameters: parameters(fn), body: fn.body });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Which arguments of a call are tables it writes: drizzle's first, or a writing helper's. */
function writtenArguments(call: ts.CallExpression, helpers: Map<string, Set<number>>): number[] {
  const callee = ts.isPropertyAccessExpression(call.expression)
    ? call.expression.name.text
    : ts.isIdentifier(call.expression)
      ? call.expression.text
      : '';
  return WRITE_CALLS.has(callee) ? [0] : [...(helpers.get(callee) ?? [])];
}

/**
 * The project's helpers that write a table handed to them (`upsert(tx, quizOptions, …)`): by
 * name, the positions of the parameters they write, followed through helpers calling helpers.
 */
function writingHelpers(sources: ts.SourceFile[]): Map<string, Set<number>> {
  const helpers = new Map<string, Set<number>>();
  const callables = sources.flatMap(callablesOf);
  for (let changed = true; changed;) {
    changed = false;
    for (const { name, parameters, body } of callables) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          for (const position of writtenArguments(node, helpers)) {
            const argument = node.arguments[position];
            const parameter = argument && ts.isIdentifier(argument) ? argument.text : undefined;
            const index = parameter ? parameters.indexOf(parameter) : -1;
            if (index < 0 || helpers.get(name)?.has(index)) continue;
            helpers.set(name, new Set([...(helpers.get(name) ?? []), index]));
            changed = true;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(body);
    }
  }
  return helpers;
}

/**
 * Every write of a schema table in `files`: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)`,
 * a table handed to a helper that writes it, and SQL written by hand, the table interpolated
 * (sql`insert into ${t}`) or named (`update mail_outbox set`). `tables` maps each table's export
 * in schema.ts to its name in the database.
 */
export function tableWrites(files: string[], tables: Map<string, string>): TableWrite[] {
  const sources = files.map(parse);
  const helpers = writingHelpers(sources);
  const bySqlName = new Map([...tables].map(([exported, name]) => [name, exported]));
  const writes: TableWrite[] = [];
  for (const source of sources) {
    const tableOf = tableBindings(source, tables);
    const add = (node: ts.Node, table: string | undefined) => {
      if (!table) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      writes.push({ file: source.fileName, line, table });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        for (const position of writtenArguments(node, helpers)) {
          add(node, tableOf(node.arguments[position]));
        }
      }
      if (ts.isTemplateExpression(node)) {
        let before = node.head.text;
        for (const span of node.templateSpans) {
          if (WRITE_BEFORE.test(before)) add(span, tableOf(span.expression));
          before = span.literal.text;
        }
      }
      if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) {
        for (const match of node.text.matchAll(RAW_WRITE)) {
          add(node, bySqlName.get((match[1] ?? match[2])!.toLowerCase()));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
