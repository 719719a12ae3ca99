export interface Entry {
  name: string;
  data?: string | Buffer;
  type?: 'file' | 'dir' | 'symlink' | 'link' | 'fifo' | 'char' | 'block';
  target?: string;
  mode?: number;
  compress?: boolean;
}
export declare function makeTar(entries: Entry[]): Buffer;
export declare function makeTarGz(entries: Entry[]): Buffer;
export declare function makeZip(entries: Entry[]): Buffer;
export declare function sampleSiteEntries(): Entry[];
export declare function sha256(buffer: Buffer): string;
