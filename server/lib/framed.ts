/**
 * Text in a frame, for the few things a person must see in a start's output (the demo admin's
 * one-time password): a log line in a stream of JSON is easily scrolled past.
 */
export function framed(title: string, lines: string[]): string {
  const width = Math.max(title.length, ...lines.map((line) => line.length))
  const row = (text: string) => `│ ${text.padEnd(width)} │`
  return [`┌${'─'.repeat(width + 2)}┐`, row(title), `├${'─'.repeat(width + 2)}┤`, ...lines.map(row), `└${'─'.repeat(width + 2)}┘`, ''].join(
    '\n',
  )
}
