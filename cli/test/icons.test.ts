// `toolbox icons` as a user runs it: search over the full Lucide set, SVG/JSX/import of one icon, closest
// matches for an unknown name, and usage errors.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-icons-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['icons', ...args]);

describe('toolbox icons (built binary)', () => {
  it('lists the whole set with the spec’s eight first, and searches names, tags and typos', () => {
    const all = toolbox().stdout.trim().split('\n');
    expect(all.length).toBeGreaterThan(1500);
    expect(all.slice(0, 8)).toEqual([
      'house',
      'search',
      'settings',
      'user',
      'mail',
      'calendar',
      'download',
      'upload',
    ]);
    expect(toolbox('calender').stdout.split('\n')[0]).toBe('calendar');
    expect(toolbox('residence').stdout.split('\n')[0]).toBe('house');
  });

  it('--category and --json give name, category and tags', () => {
    const list = JSON.parse(toolboxIn(dir, ['--json', 'icons', '--category', 'time']).stdout);
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((icon: { category: string }) => icon.category === 'time')).toBe(true);
    expect(list[0]).toEqual({ name: 'calendar', category: 'time', tags: expect.any(Array) });
  });

  it('prints the SVG, JSX and import, with style flags; -o writes a file', () => {
    expect(toolbox('--import', 'Home').stdout).toBe("import { Home } from 'lucide-react';\n");
    // Lucide's aliases, whatever the case: the spec's Home is lucide's house.
    expect(toolbox('--svg', 'home').stdout).toContain('class="lucide lucide-house"');
    expect(toolbox('--jsx', 'alarm-check').stdout).toBe('<AlarmClockCheck />\n');
    expect(toolbox('--jsx', 'circle-check', '--size', '32').stdout).toBe('<CircleCheck size={32} />\n');
    const svg = toolbox('--svg', 'calendar', '--color', '#3b82f6').stdout;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24"/);
    expect(svg).toContain('stroke="#3b82f6"');
    expect(toolbox('--svg', 'calendar', '-o', 'calendar.svg').code).toBe(0);
    expect(readFileSync(join(dir, 'calendar.svg'), 'utf8')).toContain('class="lucide lucide-calendar"');
    expect(toolbox('--svg', 'calendar', '-o', 'calendar.svg').code).toBe(1);
  });

  it.each([
    [['--svg', 'calender'], 1, 'No icon named "calender". Closest: calendar'],
    [['--jsx', 'house', '--color', 'red;'], 1, 'is not a colour'],
    [['--svg', 'a', '--jsx', 'b'], 2, 'give one of --svg, --jsx or --import.'],
    [['--category', 'cars'], 2, 'cars'],
  ])('%o exits %i', (args, code, message) => {
    const result = toolbox(...args);
    expect(result).toMatchObject({ code, stdout: '' });
    expect(result.stderr).toContain(message);
  });
});
