/** Parse a GITHUB_OUTPUT file the way the runner does: `name<<DELIM` heredocs and `name=value`. */
export function parseGithubOutput(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      let j = i + 1;
      for (; j < lines.length && lines[j] !== delimiter; j++) value.push(lines[j] as string);
      if (j >= lines.length) throw new Error(`unterminated heredoc for ${name}`);
      outputs[name] = value.join('\n');
      i = j;
      continue;
    }
    const equals = line.indexOf('=');
    if (equals === -1) throw new Error(`invalid output line: ${line}`);
    outputs[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return outputs;
}
