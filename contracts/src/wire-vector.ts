/**
 * The published test vector of the wire protocol (also in contracts/README.md), each value written
 * out literally: wire.test.ts recomputes them with node:crypto alone (the README's description is
 * enough to implement the protocol without crypto-js), and the server's codecs are held to them.
 */
export const WIRE_TEST_VECTOR = {
  secret: 'betsite-test-vector',
  ivHex: '000102030405060708090a0b0c0d0e0f',
  tsMs: 1700000000000,
  ip: '203.0.113.7',
  path: '/site/api/v1/user/login',
  body: { name: 'demo01', password: 'e10adc3949ba59abbe56e057f20f883e' },
  bodyJson: '{"name":"demo01","password":"e10adc3949ba59abbe56e057f20f883e"}',
  /** base64url of the iv of the path token; the sealed body starts with it and a '|'. */
  nonce: 'AAECAwQFBgcICQoLDA0ODw',
  envelopeJson: '{"status_code":6000,"data":{"token":"demo-token","userId":1},"message":"成功"}',
  encKeyHex: '9ea63f5b6da54b345e252a8053510d4abd7cde4bf141275708d5aeecdda5a503',
  macKeyHex: 'ef118bd0b34eb8012bf381ddcfda6a7b43f5cd698f8d6e1e75b192d8d181b2d9',
  signKeyHex: '08121e3605e3cdf35e6e85a19579d0bd5bdcf6b8a026ec1dba8a174ab34456cc',
  tsSign: '1700000000000.203.0.113.7.cb778b27d613280bea63b3533a4334464607c678635a8cc056884cd7556ffedb',
  encryptedPath:
    '/api/enc/AAECAwQFBgcICQoLDA0OD1wOOemvBYLXEFKO9YwzYovbaiwsTualrSBATmIszsr1eZusbxieREHWR_qfx1cNkQtfc2G6hhLqXXauR1EtdV1wVM3-hOnPSy4nLcF5T-ly',
  encryptedBodyData:
    'AAECAwQFBgcICQoLDA0OD7t0KG9Rfbo796KuzoJ1XsAlWRGAOTgJ-_9LaGlEaIX3okpoGBHqOcGRAZcZqHMQs1G1aW3390nYhiYx02LQoaYmv6D2Xl6hy4gLkOr7JULd1aEj3j-Uc9Un0xh5drNJA0dUCmOSMOxQOczD4xMTBBfZsrSRi50GzV528q-C2OxO',
  encryptedReplyPayload:
    'AAECAwQFBgcICQoLDA0OD4sRZDrj9x8WjVO_1sVuT8kYGjaXCrM5cuhVCuKHHKr6XT6w6mtBu4AE6CV0GpOkw7VX-_eGzstnIPbKIdlkY_UTABOvHczntTq4CfH5zSIC0EmIuR6GdzhPF6klS8LGAFKS7QMLS52Y_EfPwc9bAUHAEeNN4BqwdSrdd2Bv68i6',
} as const;
