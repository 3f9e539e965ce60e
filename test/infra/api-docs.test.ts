/**
 * The API reference in AWS: CloudFront serves /api/docs and /api/openapi.json from the site
 * bucket (the web build's api-docs.html and openapi.json), before /api/* sends the rest to the
 * API, with the site's security headers; and the site's viewer-request function maps exactly those
 * paths to the files.
 */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_PATH } from '@shared/contract/examples';
import { API_DOCS_FILES } from '../../infra/constructs/api-docs';
import { spaRoutingCode } from '../../infra/constructs/spa-routing';
import { DEV_WITH_CORS, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

function route(uri: string): string {
  const sandbox: { result?: { uri: string } } = {};
  runInNewContext(
    `${spaRoutingCode}\nresult = handler({ request: { uri: ${JSON.stringify(uri)}, headers: {} } });`,
    sandbox,
  );
  return sandbox.result!.uri;
}

describe('the site routing function on the reference paths', () => {
  it('maps the two reference paths to their files, and nothing else to them', () => {
    expect(route(API_DOCS_PATH)).toBe('/api-docs.html');
    expect(route(OPENAPI_PATH)).toBe('/openapi.json');
    // Other paths keep the SPA rules: app routes get index.html, files stay as they are.
    for (const uri of ['/api/docs/', '/api/DOCS', '/__proto__', '/constructor', '/hasOwnProperty'])
      expect(route(uri), uri).toBe('/index.html');
    for (const uri of ['/api/docs.html', '/openapi.json', '/api-docs.html']) expect(route(uri), uri).toBe(uri);
  });
});

describe('the distribution', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth({ context: DEV_WITH_CORS });
  });
  afterAll(removeTempDirs);

  it('serves the reference paths from the site bucket, listed before /api/*, with the site headers', () => {
    const config = resourcesOf(s.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;
    const patterns = (config.CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern);
    const api = patterns.indexOf('/api/*');
    for (const path of Object.keys(API_DOCS_FILES)) {
      expect(patterns.indexOf(path), path).toBeGreaterThanOrEqual(0);
      expect(patterns.indexOf(path), path).toBeLessThan(api);
      const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);
      expect(behaviour.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
      expect(behaviour.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
      const [association, ...others] = behaviour.FunctionAssociations;
      expect(others).toEqual([]);
      expect(association.EventType).toBe('viewer-request');
      expect(association.FunctionARN['Fn::GetAtt'][0]).toMatch(/SpaRouting/);
    }
  });
});
