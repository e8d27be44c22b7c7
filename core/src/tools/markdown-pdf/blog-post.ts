/** One post of a blog, as its pages, feed and sitemap see it. */
export interface BlogPost {
  title: string;
  /** ISO date from the front matter (or a `2022-10-26-` file name), when there is one. */
  date?: string;
  tags: string[];
  /** File name in the site, e.g. `getting-started.html`. */
  file: string;
  markdown: string;
  excerpt: string;
  images?: Readonly<Record<string, string>>;
}
