import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import DockerComposePage from './docker-compose-page';

const page = () =>
  render(
    <MemoryRouter>
      <DockerComposePage />
    </MemoryRouter>,
  );

describe('Docker Run to Compose page', () => {
  it('shows the Compose file of the sample once its code loads, and what was left behind', async () => {
    page();
    expect(await screen.findByText(/container_name: web/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not carried over' })).toBeTruthy();
    expect(screen.getByText('-d')).toBeTruthy();
  });

  it('writes a service for each docker run line as they are typed', async () => {
    page();
    await screen.findByText(/container_name: web/);
    fireEvent.change(screen.getByLabelText('docker run lines'), {
      target: { value: 'docker run -p 6379:6379 redis:7\ndocker run --name db postgres:16' },
    });
    expect(screen.getByText(/redis: image: redis:7/)).toBeTruthy();
    expect(screen.getByText(/db: image: postgres:16/)).toBeTruthy();
  });

  it('says what is wrong with a line, and keeps it', async () => {
    page();
    await screen.findByText(/container_name: web/);
    const box = screen.getByLabelText('docker run lines') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "docker run -e 'A=b nginx" } });
    expect(screen.getByText("Line 1: the ' quote opened here is never closed.")).toBeTruthy();
    expect(box.value).toBe("docker run -e 'A=b nginx");
  });
});
