/**
 * A stand-in page's html whose own module script runs once the link to the world's tab is up
 * (`followerUrl`, a module that starts world-link.ts `followWorld` when imported): in a tab of its
 * own, the page's calls reach no world without it. In a frame they reach the world's tab anyway.
 * Plain text work, no import: the page world uses it, and so does the demo build (client/vite.config.ts).
 */
export function withWorldLink(html: string, followerUrl: string): string {
  return html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
    const start = `if (window.top === window) await import(${JSON.stringify(followerUrl)}); await import(${JSON.stringify(src)});`;
    return `<script type="module">${start}</script>`;
  });
}
