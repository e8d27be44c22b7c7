import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import HashPage from './hash-page';

beforeEach(() => localStorage.clear());

const page = () =>
  render(
    <MemoryRouter>
      <HashPage />
    </MemoryRouter>,
  );

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('Hashes & Checksums page', () => {
  it('shows every digest of the text as it is typed, and which one a pasted digest is', () => {
    page();
    fireEvent.change(screen.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    const digests = within(screen.getByLabelText('Digests'));
    expect(digests.getByText(ABC_SHA256)).toBeTruthy();
    expect(digests.getByText('900150983cd24fb0d6963f7d28e17f72')).toBeTruthy();
    expect(digests.getByText('352441c2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Expected digest'), {
      target: { value: ABC_SHA256.toUpperCase() },
    });
    expect(screen.getByText('Matches the SHA-256 digest.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Expected digest'), { target: { value: 'deadbeef' } });
    expect(screen.getByText('Matches none of these digests.')).toBeTruthy();
  });

  it('hashes a dropped file instead of the text', async () => {
    page();
    const file = new File(['abc'], 'abc.txt', { type: 'text/plain' });
    const drop = document.querySelector('[data-slot="file-drop"] input[type="file"]');
    if (!drop) throw new Error('no file input in the drop area');
    fireEvent.change(drop, { target: { files: [file] } });
    expect(await screen.findByText('Digests of abc.txt')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByLabelText('Digests')).getByText(ABC_SHA256)).toBeTruthy());
  });

  it('checks chosen files against a checksum file, as sha256sum -c words it', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Checksum file'), {
      target: { value: `${ABC_SHA256}  abc.txt\n${'0'.repeat(64)}  other.txt\n${ABC_SHA256}  absent.txt\n` },
    });
    const files = [new File(['abc'], 'abc.txt'), new File(['not it'], 'other.txt')];
    fireEvent.change(screen.getByLabelText('Files to check'), { target: { files } });
    const results = await screen.findByLabelText('Check results');
    expect(results.textContent).toBe('abc.txt: OKother.txt: FAILED');
    expect(screen.getByText('1 OK, 1 failed; 1 listed files not chosen.')).toBeTruthy();
  });

  it('names a checksum file with no checksum line, and keeps what was typed', () => {
    page();
    const box = screen.getByLabelText('Checksum file') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'hello' } });
    expect(screen.getByText('no properly formatted checksum lines found')).toBeTruthy();
    expect(box.value).toBe('hello');
  });
});
