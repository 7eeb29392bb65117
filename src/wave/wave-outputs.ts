/** The wave action's outputs (wave/action.yml): every name is written on every step. */
export interface WaveOutputs {
  'error-code': string;
  handoff: string;
  patch: string;
  changed: string;
  landed: string;
  branch: string;
  commits: string;
  'pull-request': string;
}

export function emptyWaveOutputs(): WaveOutputs {
  return { 'error-code': '', handoff: '', patch: '', changed: '', landed: 'false', branch: '', commits: '[]', 'pull-request': '' };
}
