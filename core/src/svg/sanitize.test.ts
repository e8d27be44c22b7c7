import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize';

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>@import url(https://evil.example/a.css); rect { fill: url(#g); background: url(https://evil.example/t.png) }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="steal()" style="fill:url('https://evil.example/x')"/>
  <a href="javascript:alert(2)"><text x="1" y="9">Hi &amp; bye</text></a>
  <use xlink:href="https://evil.example/s.svg#x"/><use href="#g"/>
  <image href="data:image/png;base64,AAAA"/><image href="file:///etc/passwd"/>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <set attributeName="href" to="javascript:alert(3)"/>
  <path d="M0 0L1 1" title='a" onmouseover="x()'/>
</svg>`;

describe('sanitizeSvg', () => {
  it('keeps the picture and drops scripts, handlers, foreignObject and every link out of the file', () => {
    const safe = sanitizeSvg(HOSTILE) ?? '';
    expect(XMLValidator.validate(safe)).toBe(true);
    expect(safe).not.toMatch(
      /script|onload|onclick|onmouseover="|foreignObject|iframe|evil|file:|<set|ENTITY|@import/i,
    );
    expect(safe).toContain('<rect width="10" height="10" fill="url(#g)"');
    expect(safe).toContain('<text x="1" y="9">Hi &amp; bye</text>');
    expect(safe).toContain('<use href="#g"');
    expect(safe).toContain('<image href="data:image/png;base64,AAAA"');
    expect(safe).toContain('stop-color="red"');
  });

  it("writes out an Illustrator export's namespace entities, so the copy is well-formed without its DOCTYPE", () => {
    const safe = sanitizeSvg(
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n\t<!ENTITY lol "&ns_extend;&ns_extend;">\n]>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="&ns_extend;" width="9" height="9"><rect width="9" height="9" id="&lol;"/></svg>',
    );
    expect(safe).toContain('xmlns:x="http://ns.adobe.com/Extensibility/1.0/"');
    // An entity made of entities is not expanded (no billion laughs): its reference goes, the copy stays well-formed.
    expect(safe).toContain('<rect width="9" height="9" id=""');
    expect(XMLValidator.validate(safe ?? '')).toBe(true);
  });

  it('returns undefined for what is not one SVG document', () => {
    expect(sanitizeSvg('<html><body>x</body></html>')).toBeUndefined();
    expect(sanitizeSvg('not xml <')).toBeUndefined();
  });
});
