import type { IModule } from 'dependency-cruiser';

/** A part whose imports must run one way: a module of the server, an area of the web's pages. */
const AREA = /^src\/(?:server\/modules|web\/pages)\/[^/]+/;

const areaOf = (file: string) => AREA.exec(file)?.[0];

/** The areas caught in one cycle, and an import of each edge between them (`a.ts → b.ts`). */
export type AreaCycle = { areas: string[]; imports: string[] };

/**
 * The cycles between areas: dependency-cruiser's own folder rules take a nested folder
 * (`panel/coupons`) as a folder of its own, so the areas' graph is built here, and its strongly
 * connected components are the cycles (Tarjan).
 */
export function areaCycles(modules: IModule[]): AreaCycle[] {
  const edges = new Map<string, Map<string, string>>();
  for (const module of modules) {
    const from = areaOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = areaOf(dependency.resolved);
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
      edges.set(from, targets);
    }
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: AreaCycle[] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const next of edges.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(area, Math.min(low.get(area)!, index.get(next)!));
      }
    }
    if (low.get(area) !== index.get(area)) return;
    const component = stack.splice(stack.indexOf(area));
    if (component.length < 2) return;
    const imports = component.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([, via]) => via),
    );
    cycles.push({ areas: component.sort(), imports: imports.sort() });
  };
  for (const area of edges.keys()) if (!index.has(area)) visit(area);
  return cycles;
}
