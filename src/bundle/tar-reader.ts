// node-tar's parser and header reader, in one module so that they load, lazily, as one chunk.
export { Header } from 'tar/header';
export { Parser } from 'tar/parse';
