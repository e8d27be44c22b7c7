import { corpusXml } from '../../bench/lib/xml-document.mjs';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const output = (page: import('@playwright/test').Page, file: string) =>
  page.getByRole('region', { name: file });

test.describe('XML Formatter & XPath', () => {
  test('each operation: format, minify, validate, XML to JSON, JSON to XML, XPath', async ({ page }) => {
    await page.goto('/xml');
    await expect(page.getByRole('heading', { level: 1, name: 'XML Formatter & XPath' })).toBeVisible();
    const xml = page.getByLabel('XML document');
    await xml.fill(
      '<feed><entry id="1"><title>e2e</title></entry><entry id="2"><title>two</title></entry></feed>',
    );
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    // The first job also starts the worker, which takes seconds on a busy machine.
    await expect(output(page, 'formatted.xml')).toContainText(
      '<feed>\n  <entry id="1">\n    <title>e2e</title>',
      {
        timeout: 30_000,
      },
    );

    await page.getByRole('radio', { name: 'Minify' }).check();
    await xml.fill('<feed>\n  <entry>\n    <title>e2e</title>\n  </entry>\n</feed>');
    await page.getByRole('button', { name: /^Minify/ }).click();
    await expect(output(page, 'minified.xml')).toHaveText('<feed><entry><title>e2e</title></entry></feed>\n');

    await page.getByRole('radio', { name: 'Validate' }).check();
    await page.getByRole('button', { name: /^Validate/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '<feed>' })).toContainText(
      'Valid XML: well-formed.',
    );

    await page.getByRole('radio', { name: 'XML to JSON' }).check();
    await xml.fill('<r id="7"><i>a</i><i>b</i></r>');
    await page.getByRole('button', { name: /^Convert to JSON/ }).click();
    await expect(output(page, 'document.json')).toContainText('"@id": "7"');
    expect(JSON.parse(String(await output(page, 'document.json').textContent()))).toEqual({
      r: { '@id': '7', i: ['a', 'b'] },
    });

    await page.getByRole('radio', { name: 'JSON to XML' }).check();
    await page.getByLabel('JSON document').fill('{"r": {"@id": "7", "i": ["a", "b"]}}');
    await page.getByRole('button', { name: /^Convert to XML/ }).click();
    await expect(output(page, 'document.xml')).toHaveText('<r id="7">\n  <i>a</i>\n  <i>b</i>\n</r>\n');

    await page.getByRole('radio', { name: 'XPath' }).check();
    await expect(xml).toHaveValue('<r id="7"><i>a</i><i>b</i></r>');
    await page.getByLabel('XPath expression').fill('//i/text()');
    await page.getByRole('button', { name: /^Run query/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nodes' })).toHaveText('2 nodes');
    await expect(output(page, 'xpath-results.txt')).toHaveText('a\nb');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('XPath with a namespace prefix: the dependencies of a real Maven POM, whose names are in its default namespace; axe in both themes', async ({
    page,
  }) => {
    // Three queries on a 35 KB document and axe twice over it: past 45 s on a loaded 2-core machine.
    test.slow();
    await page.goto('/xml');
    await page.getByRole('radio', { name: 'XPath' }).check();
    // apache/commons-lang's pom.xml (core/src/tools/xml/corpus), opened as a user opens a file.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Or open an XML file/ }).click();
    await (await chooser).setFiles(
      new URL('../../core/src/tools/xml/corpus/fixtures/maven-commons-lang-pom.xml', import.meta.url)
        .pathname,
    );
    await expect(page.getByLabel('XML document')).toHaveValue(/<artifactId>commons-lang3<\/artifactId>/);
    await page.getByLabel('XPath expression').fill('//m:dependency/m:artifactId/text()');
    const prefixes = page.getByLabel('Namespace prefixes');
    await prefixes.fill('m http://maven.apache.org/POM/4.0.0');
    await page.getByRole('button', { name: /^Run query/ }).click();
    await expect(prefixes).toHaveAttribute('aria-invalid', 'true');
    await expect(prefixes).toHaveAccessibleDescription(
      /A namespace prefix is written prefix=uri \(like s=http:\/\/www\.w3\.org\/2000\/svg\), not "m http:\/\/maven\.apache\.org\/POM\/4\.0\.0"\./,
    );
    await prefixes.fill('m=http://maven.apache.org/POM/4.0.0');
    await page.getByRole('button', { name: /^Run query/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nodes' })).toHaveText('7 nodes', {
      timeout: 30_000,
    });
    await expect(output(page, 'xpath-results.txt')).toHaveText(
      'junit-jupiter\njunit-pioneer\neasymock\nmockito-inline\ncommons-text\njmh-core\njmh-generator-annprocess',
    );
    // Without the prefix, the unprefixed names match nothing in the POM's namespace.
    await page.getByLabel('XPath expression').fill('//dependency/artifactId/text()');
    await page.getByRole('button', { name: /^Run query/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nodes' })).toHaveText('0 nodes');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('a broken document: line and column under the field, the cursor there, the text kept', async ({
    page,
  }) => {
    await page.goto('/xml');
    await page.getByRole('radio', { name: 'Validate' }).check();
    const xml = page.getByLabel('XML document');
    await xml.fill('<feed>\n<entry></feed>');
    await page.getByRole('button', { name: /^Validate/ }).click();
    await expect(xml).toHaveAttribute('aria-invalid', 'true');
    await expect(xml).toHaveAccessibleDescription(/unexpected close tag \(line 2, column \d+\)/);
    await expect(xml).toHaveValue('<feed>\n<entry></feed>');
    expect(await xml.evaluate((node: HTMLTextAreaElement) => node.selectionStart)).toBeGreaterThan(7);
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('a 10 MB file of real XML formats in the worker while keys and clicks are handled at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/xml');
    // A document this size is opened as a file: a text box holding it takes Chromium minutes to lay out.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'corpus.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(corpusXml(10 * 1024 * 1024)),
    });
    await expect(page.getByText('corpus.xml')).toBeVisible();
    // How long each key and click waited for the page's thread, from the moment the browser took it in.
    await page.evaluate(() => {
      const delays: number[] = [];
      Object.assign(window, { inputDelays: delays });
      for (const type of ['keydown', 'pointerdown'])
        window.addEventListener(type, (event) => delays.push(performance.now() - event.timeStamp), true);
    });
    const format = page.getByRole('button', { name: /^Format|^Formatting/ });
    await format.click();
    await expect(format).toHaveText(/Formatting/);
    const heading = page.getByRole('heading', { level: 1 });
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Shift');
      await heading.click();
    }
    // The presses fell while the worker was still formatting.
    await expect(format).toHaveText(/Formatting/);
    const delays = await page.evaluate(() => (window as unknown as { inputDelays: number[] }).inputDelays);
    const presses = delays.slice(1).sort((a, b) => a - b);
    expect(presses).toHaveLength(10);
    // Typically 1-40 ms; one press may wait out a garbage collection or the shared machine's scheduler. On the
    // page's own thread every press would wait for the whole format (seconds).
    expect(presses[5]).toBeLessThan(100);
    expect(presses[9]).toBeLessThan(1000);
    await expect(page.getByRole('note')).toContainText('Showing the first 200 KB of', { timeout: 90_000 });
  });
});
