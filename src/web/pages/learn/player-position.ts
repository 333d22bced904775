/** A module's place in a course: 0-based indexes of the unit and of the module in it. */
export type Position = { unitIndex: number; moduleIndex: number };

/** `locked`: a unit not open yet to the student (drip release), which the player goes past. */
type UnitShape = { modules: readonly unknown[]; locked?: boolean };
type UnitWithIds = { modules: readonly { id: number }[]; locked?: boolean };

/** The first module of the course (skipping units without modules); null when there is none. */
export function firstModule(units: readonly UnitShape[]): Position | null {
  const unitIndex = units.findIndex((unit) => unit.modules.length > 0);
  return unitIndex === -1 ? null : { unitIndex, moduleIndex: 0 };
}

/**
 * Where a student picks a course up again: the first module, in course order, not completed yet
 * of a unit open to them; the first module when none is completed or all are.
 */
export function resumeModule(
  units: readonly UnitWithIds[],
  completedModuleIds: readonly number[],
): Position | null {
  const done = new Set(completedModuleIds);
  for (const [unitIndex, unit] of units.entries()) {
    if (unit.locked) continue;
    const moduleIndex = unit.modules.findIndex((module) => !done.has(module.id));
    if (moduleIndex !== -1) return { unitIndex, moduleIndex };
  }
  return firstModule(units);
}

/**
 * The module named by the 1-based `unit` and `module` of the address. Numbers that do not name
 * an existing module (missing, not whole, out of range) fall back to `fallback`, by default the
 * first module.
 */
export function resolvePosition(
  units: readonly UnitShape[],
  unit: string | null,
  module: string | null,
  fallback: Position | null = firstModule(units),
): Position | null {
  const unitIndex = Number(unit) - 1;
  const moduleIndex = Number(module) - 1;
  const modules = Number.isInteger(unitIndex) ? units[unitIndex]?.modules : undefined;
  if (modules && Number.isInteger(moduleIndex) && moduleIndex >= 0 && moduleIndex < modules.length)
    return { unitIndex, moduleIndex };
  return fallback;
}

/**
 * The module after the given one: the next of the same unit, else the first module of the next
 * open unit that has modules, else null (the last module open of the course).
 */
export function nextModule(
  units: readonly UnitShape[],
  unitIndex: number,
  moduleIndex: number,
): Position | null {
  const unit = units[unitIndex];
  if (!unit) return null;
  if (moduleIndex + 1 < unit.modules.length) return { unitIndex, moduleIndex: moduleIndex + 1 };
  for (let next = unitIndex + 1; next < units.length; next += 1) {
    const candidate = units[next];
    if (candidate && !candidate.locked && candidate.modules.length > 0) {
      return { unitIndex: next, moduleIndex: 0 };
    }
  }
  return null;
}

/** Where the module with that id is in the course now; null when it is not there. */
export function findModule(units: readonly UnitWithIds[], moduleId: unknown): Position | null {
  for (const [unitIndex, unit] of units.entries()) {
    const moduleIndex = unit.modules.findIndex((module) => String(module.id) === String(moduleId));
    if (moduleIndex !== -1) return { unitIndex, moduleIndex };
  }
  return null;
}

/** The id of the module at a position (undefined when there is none there). */
export const moduleIdAt = (units: readonly UnitWithIds[], { unitIndex, moduleIndex }: Position) =>
  units[unitIndex]?.modules[moduleIndex]?.id;
