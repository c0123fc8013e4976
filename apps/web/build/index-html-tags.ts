import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * A build plugin that adds `tags` to index.html. It runs last (`order: "post"`), when the bundle is written:
 * `tags` gets its chunks (`Chunk`: the part of an output chunk it reads), the page with Vite's own tags, so
 * nothing is added twice, and the config's `base` to put before a file's name. Without a bundle (the dev
 * server) it adds nothing.
 */
export function indexHtmlTags<Chunk>(
  name: string,
  tags: (bundle: Record<string, Chunk>, html: string, base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = "/";
  return {
    name,
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle as Record<string, Chunk> | undefined;
        return bundle ? tags(bundle, html, base) : [];
      },
    },
  };
}
