/**
 * Postgres's error message on one line. The token it quotes runs to the end of the input when a string or quoted
 * name is left open (`at or near "$$ 2;⏎select 3;⏎"`): it is cut at its first line, `…` standing for the rest, and
 * keeps its closing quote. Any other message keeps its first line.
 */
export function postgresMessageLine(message: string): string {
  const near = /^(.*? at or near ")([\s\S]*)"$/.exec(message);
  if (!near) return message.split('\n')[0] ?? '';
  const [first = '', ...rest] = (near[2] ?? '').split('\n');
  return `${near[1]}${first}${rest.join('').trim() ? '…' : ''}"`;
}
