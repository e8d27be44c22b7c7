import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { DOCKER_COMPOSE_FILE, generateDockerCompose } from './docker-compose';

describe('generateDockerCompose', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateDockerCompose({ text })).toEqual({
      name: DOCKER_COMPOSE_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateDockerCompose({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
