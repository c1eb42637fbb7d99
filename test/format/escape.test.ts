import { describe, expect, it } from 'vitest';
import {
  escapeCell,
  escapeUntrustedHtml,
  escapeUntrustedInline,
  inlineCode,
  MAX_CELL_CHARS,
} from '../../src/format/escape.ts';

const HOSTILE = 'a|b `c` <img src=x onerror=alert(1)> "q" \'s\' & d\r\ne\u2028f\u200Bg @octocat /mintlify';

describe('escapeCell', () => {
  it('keeps a table cell one line of inert HTML: no tag, pipe, backtick, line break or invisible character', () => {
    expect(escapeCell(HOSTILE)).toBe(
      'a&#124;b &#96;c&#96; &lt;img src=x onerror=alert(1)&gt; &quot;q&quot; &#39;s&#39; &amp; d e fg @octocat /mintlify',
    );
  });

  it('cuts text longer than the cell to its length, ending in …', () => {
    expect(escapeCell('x'.repeat(MAX_CELL_CHARS + 5))).toBe(`${'x'.repeat(MAX_CELL_CHARS - 1)}…`);
    expect(escapeCell('x'.repeat(MAX_CELL_CHARS))).toBe('x'.repeat(MAX_CELL_CHARS));
    expect(escapeCell('ab<cd', 4)).toBe('ab&lt;…');
  });
});

describe('escapeUntrustedHtml', () => {
  it('escapes like a cell and also neutralizes mentions and the trigger phrase', () => {
    expect(escapeUntrustedHtml(HOSTILE, '/mintlify')).toBe(
      'a&#124;b &#96;c&#96; &lt;img src=x onerror=alert(1)&gt; &quot;q&quot; &#39;s&#39; &amp; d e fg @\u200Boctocat /\u200Bmintlify',
    );
  });

  it('cuts after neutralizing, so the zero-width spaces count toward the length', () => {
    expect(escapeUntrustedHtml('@abcdef', '', 4)).toBe('@\u200Ba…');
  });
});

describe('escapeUntrustedInline and inlineCode', () => {
  it('make untrusted text one inert line of Markdown', () => {
    expect(escapeUntrustedInline('see [x](https://evil) @bob\nwww.x.io', '')).toBe(
      'see \\[x\\]\\(https&#58;//evil\\) @\u200Bbob www&#46;x.io',
    );
    expect(inlineCode('a`b\nc\u200B')).toBe('``a`b c``');
  });
});
