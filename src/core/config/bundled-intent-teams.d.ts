/**
 * Declarations for the generated bundled-intent-teams.js (scripts/compile-config.mjs): the bundled
 * config/intent-teams.yaml, parsed, validated and normalised at build time.
 */
import type { IntentTeamsConfig } from '../types.js';

/** The bundled config, as parseIntentTeams returns it for the YAML source (a new copy per call). */
export declare function bundledIntentTeams(): IntentTeamsConfig;
