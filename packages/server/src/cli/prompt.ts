/**
 * Reading a password without it reaching the command line (shell history, `ps`): a hidden prompt on a
 * terminal, or the first line of standard input for scripts.
 */

/** Asks on `output` and reads one line from a terminal in raw mode, echoing nothing. */
export function readHidden(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const wasRaw = input.isRaw;
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(wasRaw);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new Error('cancelled')); // Ctrl+C
        if (ch === '\u0004') return value ? finish() : finish(new Error('cancelled')); // Ctrl+D
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    output.write(question);
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of a stream that is not a terminal (`printf '%s\n' "$PW" | …`), without its line end. */
export async function readFirstLine(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
