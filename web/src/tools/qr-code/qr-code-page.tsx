import {
  QR_KINDS,
  QR_LEVELS,
  type QrCode,
  type QrKind,
  type QrLevel,
  runQrCode,
  runQrPng,
  runQrSvg,
} from '@toolbox/core/tools/qr-code';
import { QrCode as QrIcon, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useBind } from '../../components/bind-value';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/select-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { domGraphics } from '../../platform/dom-graphics';
import { PayloadFields } from './payload-fields';
import { formPayload, QR_FORM_CHOICES, QR_FORM_DEFAULTS } from './qr-form';
import { StyleFields } from './style-fields';

const KIND_LABELS: Record<QrKind, string> = {
  text: 'Text',
  url: 'URL',
  wifi: 'Wi-Fi',
  vcard: 'Contact (vCard)',
};
const LEVEL_LABELS: Record<QrLevel, string> = {
  L: 'L: 7% may be damaged',
  M: 'M: 15% may be damaged',
  Q: 'Q: 25% may be damaged',
  H: 'H: 30% may be damaged',
};

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export default function QrCodePage() {
  const [form, update] = useStoredForm('qr-code', 'form', QR_FORM_DEFAULTS, QR_FORM_CHOICES);
  const bind = useBind(form, update);
  const [password, setPassword] = useState('');
  const result = useMemo((): { code: QrCode; svg: string } | { error: string } => {
    try {
      const code = runQrCode({ ...form, payload: formPayload(form, password) });
      return { code, svg: runQrSvg(code) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [form, password]);

  return (
    <ToolPage
      toolId="qr-code"
      input={
        <Pane title="Content">
          <SelectField label="Content" options={QR_KINDS} labels={KIND_LABELS} {...bind('kind')} />
          <PayloadFields form={form} update={update} password={password} setPassword={setPassword} />
          <SelectField
            label="Error correction"
            hint="Higher levels survive more damage (or a logo on top) but need more modules."
            options={QR_LEVELS}
            labels={LEVEL_LABELS}
            {...bind('level')}
          />
          <StyleFields form={form} update={update} />
        </Pane>
      }
      output={
        <Pane
          title="QR code"
          {...('code' in result
            ? {
                description: `Version ${result.code.version}, ${result.code.size}×${result.code.size} modules, level ${result.code.level}; ${result.code.pixels}×${result.code.pixels} px.`,
                actions: (
                  <>
                    <CopyButton value={result.svg} label="Copy SVG" />
                    <DownloadButton
                      files={() => ({ name: 'qr-code.svg', mime: 'image/svg+xml', data: result.svg })}
                    >
                      SVG
                    </DownloadButton>
                    <DownloadButton
                      files={async () => ({
                        name: 'qr-code.png',
                        mime: 'image/png',
                        data: await runQrPng(result.code, domGraphics()),
                      })}
                    >
                      PNG
                    </DownloadButton>
                  </>
                ),
              }
            : {})}
        >
          {'code' in result ? (
            <>
              {result.code.warnings.map((warning) => (
                <p
                  key={warning}
                  role="status"
                  className="flex gap-2 rounded-md border border-warning/50 p-3 text-sm"
                >
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
                  {warning}
                </p>
              ))}
              <img
                src={svgUri(result.svg)}
                alt={`QR code: ${KIND_LABELS[form.kind]}`}
                className="mx-auto aspect-square w-full max-w-80 [image-rendering:pixelated]"
              />
            </>
          ) : (
            <EmptyState icon={QrIcon} title="Nothing to encode yet">
              <span role="alert">{result.error}</span>
            </EmptyState>
          )}
        </Pane>
      }
    />
  );
}
