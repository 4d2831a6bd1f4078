import { describe, expect, it } from 'vitest';
import { pageFiles } from './page-weights';

describe('a stand-in page\'s files', () => {
  const manifest = {
    '_dom.js': { file: 'assets/dom.js' },
    '_format.js': { file: 'assets/format.js', imports: ['_dom.js'] },
    'play.html': { file: 'assets/play.js', isEntry: true, imports: ['_dom.js', '_format.js'], css: ['assets/play.css'] },
    'docs.html': { file: 'assets/docs.js', isEntry: true, imports: ['_dom.js'], css: ['assets/docs.css'] },
  };

  it('are its entry, the chunks it imports (each once) and their styles', () => {
    expect(pageFiles(manifest, 'play.html')).toEqual({ scripts: ['assets/play.js', 'assets/dom.js', 'assets/format.js'], styles: ['assets/play.css'] });
    expect(pageFiles(manifest, 'docs.html')).toEqual({ scripts: ['assets/docs.js', 'assets/dom.js'], styles: ['assets/docs.css'] });
  });

  it('refuses a page the build does not have', () => {
    expect(() => pageFiles(manifest, 'cashier.html')).toThrow('the build has no entry cashier.html');
  });
});
