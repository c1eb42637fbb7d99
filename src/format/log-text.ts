/**
 * Text written to the step's log (stdout) that no one can turn into a workflow command. Pure.
 *
 * The runner reads the log line by line (a line ends at `\n`, `\r` or `\r\n`) and runs every
 * line that starts with `::`, after leading whitespace, as a command: `::add-mask::`,
 * `::warning::`, `::stop-commands::`, `::error file=…::`. Text from the Mintlify API, a visitor
 * or a comment that reaches `core.info` could start such a line after one of its own line
 * breaks. (`core.warning`, `core.notice`, `core.error` and `core.startGroup` encode line breaks
 * in their message and are safe.)
 */

/** What a log line that would start with `::` is prefixed with (visible, so the line reads as text). */
export const COMMAND_GUARD = '» ';

/** A line that the runner would read as a workflow command (leading whitespace is ignored). */
const COMMAND_LINE = /^\s*::/;

/**
 * `text` made safe for `core.info`: split into lines as the runner splits them, each line that
 * would start with `::` prefixed with {@link COMMAND_GUARD}, joined with `\n`. Multi-line text
 * stays multi-line; nothing else changes.
 */
export function logText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (COMMAND_LINE.test(line) ? `${COMMAND_GUARD}${line}` : line))
    .join('\n');
}
