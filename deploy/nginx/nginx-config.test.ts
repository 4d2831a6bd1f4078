import { describe, expect, it } from 'vitest';
import { nginxHttpConfig, nginxStandaloneConfig } from './nginx-config';

const instances = [
  { name: 'one', address: '127.0.0.1:3301' },
  { name: 'two', address: '127.0.0.1:3302' },
  { name: 'three', address: '127.0.0.1:3303' },
];
const config = nginxHttpConfig({ listen: '127.0.0.1:8301', instances, maxFails: 2, failTimeoutS: 7 });
const block = (head: string) => {
  const start = config.indexOf(`${head} {`);
  expect(start, head).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('\n}', start));
};

describe('the nginx configuration for N instances', () => {
  it('hashes sandboxes consistently over every instance, each with passive health checks', () => {
    const pool = block('upstream sandboxes');
    expect(pool).toContain('hash $sandbox consistent;');
    for (const i of instances) expect(pool).toContain(`server ${i.address} max_fails=2 fail_timeout=7s;`);
  });

  it('sends what names no sandbox to the first instance only (one default world)', () => {
    const pool = block('upstream default_world');
    expect(pool.match(/server /g)).toHaveLength(1);
    expect(pool).toContain('server 127.0.0.1:3301 ');
    expect(block('map $sandbox $world_pool')).toMatch(/"" default_world;\s+default sandboxes;/);
  });

  it('takes the sandbox from the header, else the cookie, else the registry path (the server\'s order)', () => {
    expect(block('map "$http_x_mock_session|$sandbox_cookie|$sandbox_in_path" $sandbox')).toMatch(/"~\^\(\[\^\|\]\+\)\\\|" \$1;/);
    expect(block('map $http_cookie $sandbox_cookie')).toContain('x-mock-session=([A-Za-z0-9._-]+)');
    expect(block('map $uri $sandbox_in_path')).toContain('^/__mock/sandboxes/([A-Za-z0-9._-]+)$');
  });

  it('upgrades the chat socket through the same rule, with an idle allowance', () => {
    const socket = block('    location = /chat/ws');
    expect(socket).toContain('proxy_pass http://$world_pool;');
    expect(socket).toMatch(/proxy_read_timeout \d+s;/);
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_set_header Connection $connection_upgrade;');
  });

  it('tells the instances the client\'s address, Host and scheme, replacing whatever a client sent', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('reaches each instance by name under /__instance/<name>/', () => {
    for (const i of instances) expect(block(`    location /__instance/${i.name}/`)).toContain(`proxy_pass http://instance_${i.name}/;`);
  });

  it('refuses no instances, a name unfit for a header, or two of one name', () => {
    expect(() => nginxHttpConfig({ listen: '8080', instances: [] })).toThrow(/at least one/);
    expect(() => nginxHttpConfig({ listen: '8080', instances: [{ name: 'a b', address: 'x:1' }] })).toThrow(/not 1-64/);
    expect(() => nginxHttpConfig({ listen: '8080', instances: [instances[0]!, instances[0]!] })).toThrow(/must differ/);
  });

  it('wraps it for a non-daemon nginx whose files all live in one directory', () => {
    const whole = nginxStandaloneConfig('/tmp/x', { listen: '127.0.0.1:8301', instances });
    expect(whole).toMatch(/^daemon off;/);
    expect(whole).toContain('pid /tmp/x/nginx.pid;');
    expect(whole).toContain('proxy_temp_path /tmp/x/proxy;');
    expect(whole).toContain('hash $sandbox consistent;');
  });
});
