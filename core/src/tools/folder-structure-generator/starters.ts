import { jsString } from '../../code/escape';
import { pascalCase } from '../../code/identifiers';

/** Starter file contents: small, real code a project can keep, not empty stubs. */

export const component = (name: string, body = `<div>${name}</div>`) =>
  `export function ${name}() {\n  return ${body};\n}\n`;

export const nativeComponent = (name: string) =>
  `import { StyleSheet, Text, View } from 'react-native';\n\nexport function ${name}() {\n  return (\n    <View style={styles.container}>\n      <Text>${name}</Text>\n    </View>\n  );\n}\n\nconst styles = StyleSheet.create({ container: { flex: 1, padding: 16 } });\n`;

export const page = (name: string, heading: string) =>
  `export default function ${name}() {\n  return <h1>${heading}</h1>;\n}\n`;

export const form = (name: string, action: string) =>
  `import { type FormEvent, useState } from 'react';\n\nexport function ${name}({ onSubmit }: { onSubmit: (email: string, password: string) => void }) {\n  const [email, setEmail] = useState('');\n  const [password, setPassword] = useState('');\n  const submit = (event: FormEvent) => {\n    event.preventDefault();\n    onSubmit(email, password);\n  };\n  return (\n    <form onSubmit={submit}>\n      <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="Email" />\n      <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="Password" />\n      <button type="submit">${action}</button>\n    </form>\n  );\n}\n`;

export const authHook = `import { useState } from 'react';\n\nexport interface User {\n  id: string;\n  email: string;\n}\n\nexport function useAuth() {\n  const [user, setUser] = useState<User | null>(null);\n  const signIn = (next: User) => setUser(next);\n  const signOut = () => setUser(null);\n  return { user, signIn, signOut, isSignedIn: user !== null };\n}\n`;

export const emailValidator = `const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n\nexport function isValidEmail(email: string): boolean {\n  return EMAIL.test(email);\n}\n`;

export const markdownUtil = `/** Turns a post's markdown into plain paragraphs; swap in a full parser when posts need more. */\nexport function markdownToParagraphs(markdown: string): string[] {\n  return markdown\n    .split(/\\n{2,}/)\n    .map((block) => block.replace(/^#+\\s*/, '').trim())\n    .filter((block) => block !== '');\n}\n`;

export const validationUtil = `export function requireFields<T extends object>(body: T, fields: (keyof T)[]): string[] {\n  return fields.filter((field) => body[field] === undefined || body[field] === '').map(String);\n}\n`;

export const authMiddleware = `export function isAuthorized(headers: Headers): boolean {\n  const header = headers.get('authorization') ?? '';\n  return header.startsWith('Bearer ') && header.length > 'Bearer '.length;\n}\n`;

export const postCard = `export interface Post {\n  slug: string;\n  title: string;\n  excerpt: string;\n}\n\nexport function PostCard({ post }: { post: Post }) {\n  return (\n    <article>\n      <h2>{post.title}</h2>\n      <p>{post.excerpt}</p>\n    </article>\n  );\n}\n`;

export const postList = `import { type Post, PostCard } from './PostCard';\n\nexport function PostList({ posts }: { posts: Post[] }) {\n  return (\n    <section>\n      {posts.map((post) => (\n        <PostCard key={post.slug} post={post} />\n      ))}\n    </section>\n  );\n}\n`;

/** A custom module's entry: its name as a constant and a typed placeholder for its public API. */
export const customIndex = (module: string) =>
  `export const ${pascalCase(module).charAt(0).toLowerCase()}${pascalCase(module).slice(1) || 'module'}Module = {\n  name: ${jsString(module)},\n} as const;\n`;

export const readme = (title: string, run: string) =>
  `# ${title}\n\n## Getting started\n\n\`\`\`sh\nnpm install\n${run}\n\`\`\`\n`;

export const gitignore = 'node_modules\ndist\n.env*.local\n';

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
