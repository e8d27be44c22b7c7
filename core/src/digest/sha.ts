/**
 * SHA-256 and SHA-1 (FIPS 180-4) of bytes, synchronously, in the browser and in Node alike. The block functions are
 * WebAssembly (sha.wat, built into sha-wasm.gen.ts): a hash in JavaScript runs in V8's interpreter for a short
 * command's whole life, ~4M instructions a kilobyte, and starts an optimizing compile once it turns hot, where the
 * module compiles and runs in a fraction of that (`toolbox cert`, issue 43). Padding and the state's words are here.
 */
import { SHA_WASM } from './sha-wasm.gen';

interface Blocks {
  memory: WebAssembly.Memory;
  sha256: (count: number) => void;
  sha1: (count: number) => void;
}

/** Where the module's functions read their blocks, and how many fit in its one page. */
const INPUT = 1024;
const MAX_BLOCKS = (65_536 - INPUT) / 64;

const SHA256_IV = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const SHA1_IV = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];

let instance: Blocks | undefined;

function blocks(): Blocks {
  if (!instance) {
    instance = new WebAssembly.Instance(new WebAssembly.Module(SHA_WASM)).exports as unknown as Blocks;
  }
  return instance;
}

/** The message, a 0x80 byte, zeros, and its length in bits (big-endian, 64 bits): whole 64-byte blocks. */
function padded(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const out = new Uint8Array(length);
  out.set(message);
  out[message.length] = 0x80;
  const view = new DataView(out.buffer);
  const bits = message.length * 8;
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  return out;
}

function digest(message: Uint8Array, iv: readonly number[], stateAt: number, hash: 'sha256' | 'sha1') {
  const module = blocks();
  const { memory } = module;
  const words = new Uint32Array(memory.buffer, stateAt, iv.length);
  words.set(iv);
  const data = padded(message);
  const heap = new Uint8Array(memory.buffer);
  for (let at = 0; at < data.length; at += MAX_BLOCKS * 64) {
    const chunk = data.subarray(at, at + MAX_BLOCKS * 64);
    heap.set(chunk, INPUT);
    module[hash](chunk.length / 64);
  }
  const out = new Uint8Array(iv.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < iv.length; i++) view.setUint32(i * 4, words[i] ?? 0);
  return out;
}

export const sha256 = (message: Uint8Array) => digest(message, SHA256_IV, 0, 'sha256');

export const sha1 = (message: Uint8Array) => digest(message, SHA1_IV, 32, 'sha1');
