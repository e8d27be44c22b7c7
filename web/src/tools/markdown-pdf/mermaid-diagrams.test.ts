import { describe, expect, it } from 'vitest';
import { oneLine } from './mermaid-diagrams';

describe('oneLine', () => {
  it("turns mermaid's own parse error into one short line", async () => {
    const { default: mermaid } = await import('mermaid');
    const error = await mermaid.parse('graph TD; A[Start --> \n').catch((e: unknown) => e);
    expect(String((error as Error).message).split('\n').length).toBeGreaterThan(2);
    const line = oneLine(error);
    expect(line).toMatch(/^Parse error on line \d+: (found|expected) '/);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThanOrEqual(120);
  });

  it('names what was found when mermaid says it, and keeps a plain message as it is', () => {
    expect(
      oneLine(
        new Error("Parse error on line 1:\ngraph TD; A -->\n--------------^\nExpecting 'SEMI', got 'EOF'"),
      ),
    ).toBe("Parse error on line 1: found 'EOF'");
    expect(oneLine(new Error('No diagram type detected matching given configuration for text: foo'))).toBe(
      'No diagram type detected matching given configuration for text: foo',
    );
  });
});
