// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { byId, el, svg } from './dom';

describe('the element builders', () => {
  it('put a text from the server in as text, never as markup', () => {
    const p = el('p', {}, '<img src=x onerror=alert(1)>', ' and ', 42);
    expect(p.children).toHaveLength(0);
    expect(p.textContent).toBe('<img src=x onerror=alert(1)> and 42');
  });

  it('leave out null, undefined and false, as attributes and as children, and spread a list one level', () => {
    const li = el('li', { class: 'a', hidden: false, title: null, 'data-x': undefined, 'aria-pressed': true }, null, [el('b', {}, 'x'), false, 'y'], undefined);
    expect([...li.attributes].map((a) => [a.name, a.value])).toEqual([['class', 'a'], ['aria-pressed', 'true']]);
    expect(li.innerHTML).toBe('<b>x</b>y');
  });

  it('make SVG in the SVG namespace, numbers as attribute values', () => {
    const circle = svg('circle', { cx: 5, r: 2.5 });
    expect([circle.namespaceURI, circle.getAttribute('cx'), circle.getAttribute('r')]).toEqual(['http://www.w3.org/2000/svg', '5', '2.5']);
  });

  it('find the page\'s own elements by id, and name the one the page lacks', () => {
    document.body.replaceChildren(el('p', { id: 'here' }));
    expect(byId('here').tagName).toBe('P');
    expect(() => byId('gone')).toThrow('the page has no #gone');
  });
});
