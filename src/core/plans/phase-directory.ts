import type { PhaseDirectory } from '../types.js';

const PHASE_DIR = /^(\d{1,4})(?:-[A-Za-z0-9._-]{1,200})?$/;
const PLAN_FILE = /^(\d{1,4})-(\d{1,4})-PLAN\.md$/;

/** `11-intent-routing-v2` → { name, number: 11 }; null for anything else. */
export function parsePhaseDirectory(name: string): PhaseDirectory | null {
  const match = PHASE_DIR.exec(name);
  return match ? { name, number: Number(match[1]) } : null;
}

/** `11-02-PLAN.md` → '11-02'; null for other file names. */
export function planIdFromFileName(fileName: string): string | null {
  const match = PLAN_FILE.exec(fileName);
  if (!match) return null;
  return `${(match[1] as string).padStart(2, '0')}-${(match[2] as string).padStart(2, '0')}`;
}

/** Phase directories sorted by number (then name). */
export function sortPhaseDirectories(names: readonly string[]): PhaseDirectory[] {
  return names
    .map(parsePhaseDirectory)
    .filter((p): p is PhaseDirectory => p !== null)
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}
