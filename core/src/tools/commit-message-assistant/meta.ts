import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'commit-message-assistant',
  title: 'Commit Message Assistant',
  description: 'Write Conventional, Emoji and Angular commit messages, or derive one from a description.',
  group: 'project',
  category: 'project',
  icon: 'git-commit',
  keywords: ['git', 'commit', 'conventional commits', 'lint', 'message'],
  featured: true,
  cli: { commands: ['commit'] },
});
