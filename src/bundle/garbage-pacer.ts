import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;

/**
 * Collects dead buffers at a steady pace while an archive is extracted. Node's streams allocate a new buffer
 * for every chunk they pass on (the inflater's output, the copies handed to it), and V8 lets about 64 MB of
 * such buffers pile up outside its heap before it collects them: on the benchmark's large bundle (164 MiB
 * tar.gz, 283 MiB unpacked) the process reached 150–160 MB. The buffers die young, so a young-generation
 * collection (a scavenge, well under a millisecond) every 4 MiB of them frees them: about 105 MB for the same
 * bundle. Measured alternatives: a full collection every 8 MiB, the same memory at 5–10 ms a time; every
 * 16 MiB, 118–138 MB; collecting only past a bound on buffer memory let the heap grow instead (140 MB).
 */
export class GarbagePacer {
  private passed = 0;
  private static collect: Collect | undefined;

  constructor(private readonly everyBytes = 4 * 1024 * 1024) {}

  /** Counts `bytes` of short-lived buffers; collects once every `everyBytes` of them. */
  note(bytes: number): void {
    this.passed += bytes;
    if (this.passed < this.everyBytes) return;
    this.passed = 0;
    GarbagePacer.collector()({ type: 'minor' });
  }

  /** V8's own `gc`, reached the documented way (the flag, then a fresh context), once per process. */
  private static collector(): Collect {
    if (!GarbagePacer.collect) {
      setFlagsFromString('--expose-gc');
      GarbagePacer.collect = runInNewContext('gc') as Collect;
    }
    return GarbagePacer.collect;
  }
}
