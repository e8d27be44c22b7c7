import { expect, signedInTest as test } from '../fixtures';
import { downloadText } from './output-helpers';

/** A Kubernetes manifest: two YAML documents, the labels shared through an anchor. */
const MANIFEST = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: &labels
    app: web
    tier: frontend
spec:
  replicas: 3
  selector:
    matchLabels: *labels
  template:
    metadata:
      labels: *labels
    spec:
      containers:
        - name: web
          image: nginx:1.27
          ports:
            - containerPort: 80
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector:
    app: web
  ports:
    - port: 80
      targetPort: 80
`;

const CARGO = `[package]
name = "ripgrep"
version = "14.1.1"
edition = "2021"
authors = ["Andrew Gallant <jamslam@gmail.com>"]

[features]
simd-accel = ["grep/simd-accel"]
pcre2 = ["grep/pcre2"]

[dependencies]
bstr = "1.7.0"
grep = { version = "0.3.2", path = "crates/grep" }
`;

test.describe('JSON, YAML & TOML Converter', () => {
  test('a two-document Kubernetes manifest with anchors becomes a JSON array, downloaded and parsed', async ({
    page,
  }) => {
    await page.goto('/convert');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON, YAML & TOML Converter' })).toBeVisible();
    await page.getByLabel('Data').fill(MANIFEST);
    await page.getByRole('button', { name: /^Convert/ }).click();
    await expect(page.getByText('YAML (detected) to JSON, 2 documents')).toBeVisible();

    const file = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(file.name).toBe('converted.json');
    const [deployment, service] = JSON.parse(file.text);
    const labels = { app: 'web', tier: 'frontend' };
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(deployment.spec.template.metadata.labels).toEqual(labels);
    expect(deployment.spec.template.spec.containers).toEqual([
      { name: 'web', image: 'nginx:1.27', ports: [{ containerPort: 80 }] },
    ]);
    expect(deployment.spec.replicas).toBe(3);
    expect(service).toEqual({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web' },
      spec: { selector: { app: 'web' }, ports: [{ port: 80, targetPort: 80 }] },
    });
  });

  test('a Cargo.toml to JSON with sorted keys; the choices are kept after a reload', async ({ page }) => {
    await page.goto('/convert');
    await page.getByLabel('From').selectOption('toml');
    await page.getByLabel('Data').fill(CARGO);
    await page.getByText('Sort keys').click();
    await page.getByRole('button', { name: /^Convert/ }).click();
    await expect(page.getByText('TOML to JSON', { exact: true })).toBeVisible();
    const json = JSON.parse((await page.getByRole('region', { name: 'converted.json' }).textContent()) ?? '');
    expect(Object.keys(json)).toEqual(['dependencies', 'features', 'package']);
    expect(Object.keys(json.package)).toEqual(['authors', 'edition', 'name', 'version']);
    expect(json.dependencies.grep).toEqual({ path: 'crates/grep', version: '0.3.2' });
    expect(json.features['simd-accel']).toEqual(['grep/simd-accel']);

    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('toml');
    await expect(page.getByRole('checkbox', { name: 'Sort keys' })).toBeChecked();
    await expect(page.getByLabel('Data')).toHaveValue(CARGO);
  });

  test('broken YAML is refused under the data with its line and column, the data stays as typed, and the message goes once it is fixed', async ({
    page,
  }) => {
    await page.goto('/convert');
    const broken =
      'services:\n  web:\n    image: nginx:1.27\n    ports: [80:80\n  db:\n    image: postgres:17\n';
    const data = page.getByLabel('Data');
    await data.fill(broken);
    await page.getByRole('button', { name: /^Convert/ }).click();
    await expect(data).toHaveAccessibleDescription(
      /^Invalid YAML at line \d+, column \d+: Flow sequence in block collection must be sufficiently indented and end with a \]/,
    );
    await expect(data).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(data).toHaveValue(broken);
    await expect(page.getByText('Paste JSON, YAML or TOML and press Convert.')).toBeVisible();
    await data.fill(broken.replace('[80:80', '[80:80]'));
    await expect(data).not.toHaveAttribute('aria-invalid');
    await expect(data).not.toHaveAccessibleDescription(/Invalid YAML/);
  });
});
