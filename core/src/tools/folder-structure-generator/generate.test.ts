import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { slugify } from '../../text/slug';
import { generateStructure } from './generate';
import { customModules, FRAMEWORKS, type StructureForm } from './options';

const form = (change: Partial<StructureForm> = {}): StructureForm => ({
  projectName: 'shop',
  framework: 'next',
  modules: [],
  customModules: '',
  ...change,
});
const paths = (change: Partial<StructureForm>) => generateStructure(form(change)).files.map((f) => f.path);

describe('presets follow each framework’s conventions', () => {
  it.each([
    [
      'next',
      ['src/app/layout.tsx', 'src/app/page.tsx', 'next.config.ts'],
      { dev: 'next dev', build: 'next build' },
      'next',
    ],
    ['react-vite', ['index.html', 'src/main.tsx', 'src/App.tsx', 'vite.config.ts'], { dev: 'vite' }, 'react'],
    ['react-native', ['App.tsx', 'index.js', 'app.json'], { start: 'expo start' }, 'react-native'],
  ] as const)('%s', (framework, files, scripts, dependency) => {
    const structure = generateStructure(form({ framework }));
    expect(structure.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([...files, 'package.json', 'README.md']),
    );
    const pkg = JSON.parse(structure.files.find((f) => f.path === 'package.json')?.content ?? '');
    expect(pkg).toMatchObject({ name: 'shop', scripts });
    expect(pkg.dependencies).toHaveProperty(dependency);
    for (const file of structure.files)
      if (!file.path.endsWith('.gitkeep')) expect(file.content.trim()).not.toBe('');
  });
});

describe('modules add their files where the framework expects them', () => {
  it.each([
    [
      'next',
      'auth',
      [
        'src/components/auth/LoginForm.tsx',
        'src/components/auth/SignupForm.tsx',
        'src/hooks/useAuth.ts',
        'src/lib/validators/email.ts',
      ],
    ],
    [
      'next',
      'dashboard',
      [
        'src/app/dashboard/layout.tsx',
        'src/app/dashboard/page.tsx',
        'src/components/dashboard/Sidebar.tsx',
        'src/components/dashboard/Header.tsx',
      ],
    ],
    [
      'next',
      'blog',
      [
        'src/components/blog/PostCard.tsx',
        'src/components/blog/PostList.tsx',
        'src/app/blog/page.tsx',
        'src/app/blog/[slug]/page.tsx',
        'src/lib/markdown.ts',
      ],
    ],
    [
      'next',
      'api',
      ['src/app/api/route.ts', 'src/app/api/users/route.ts', 'src/middleware.ts', 'src/lib/validation.ts'],
    ],
    [
      'react-vite',
      'auth',
      [
        'src/features/auth/components/LoginForm.tsx',
        'src/features/auth/hooks/useAuth.ts',
        'src/features/auth/utils/validateEmail.ts',
      ],
    ],
    [
      'react-vite',
      'blog',
      [
        'src/features/blog/pages/BlogIndex.tsx',
        'src/features/blog/pages/BlogPost.tsx',
        'src/features/blog/utils/markdown.ts',
      ],
    ],
    [
      'react-native',
      'auth',
      ['src/screens/auth/LoginScreen.tsx', 'src/screens/auth/SignupScreen.tsx', 'src/hooks/useAuth.ts'],
    ],
    [
      'react-native',
      'dashboard',
      ['src/screens/dashboard/DashboardScreen.tsx', 'src/components/dashboard/Sidebar.tsx'],
    ],
  ] as const)('%s + %s', (framework, module, files) => {
    expect(paths({ framework, modules: [module] })).toEqual(expect.arrayContaining([...files]));
  });

  it.each([
    ['payment, notification, analytics', ['payment', 'notification', 'analytics']],
    [' Push Notifications ,, user_profile, auth, payment', ['push-notifications', 'user-profile', 'payment']],
    ['!!!', []],
  ])('custom %j -> %o', (text, names) => expect(customModules(text)).toEqual(names));

  it('custom modules get a feature folder in every framework', () => {
    for (const framework of FRAMEWORKS) {
      expect(paths({ framework, customModules: 'Payment' })).toContain('src/features/payment/index.ts');
    }
  });

  // A custom module named as a feature module was dropped even with that feature unticked: --custom auth alone
  // gave a tree without it, and said nothing.
  it('keeps a custom module named as a feature module that is not chosen; a chosen one holds it', () => {
    for (const framework of FRAMEWORKS) {
      expect(paths({ framework, customModules: 'auth, blog' })).toEqual(
        expect.arrayContaining(['src/features/auth/index.ts', 'src/features/blog/index.ts']),
      );
      const chosen = generateStructure(form({ framework, modules: ['auth'], customModules: 'auth, blog' }));
      expect(chosen.files.map((f) => f.path)).not.toContain('src/features/auth/index.ts');
      expect(chosen.files.map((f) => f.path)).toContain('src/features/blog/index.ts');
    }
  });
});

describe('names, toast and script name', () => {
  it.each([
    ['Hello World!', 'hello-world'],
    ['  a__b--c  ', 'a-b-c'],
  ])('slugify %j -> %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('the placeholder names an unnamed project; the script is {project}-structure.sh', () => {
    const structure = generateStructure(
      form({ projectName: ' ', modules: ['auth', 'blog'], customModules: 'x' }),
    );
    expect(structure.folder).toBe('my-awesome-project');
    expect(structure.scriptName).toBe('my-awesome-project-structure.sh');
    expect(structure.toast).toEqual({
      title: 'Structure Generated!',
      description: 'Folder structure for Next.js with 3 modules created.',
    });
  });

  it.each(['a/b', '..', '-rf', 'tab\there'])('%j cannot be a folder', (name) => {
    expect(() => generateStructure(form({ projectName: name }))).toThrow(ToolInputError);
  });
});
