export const id = 151;
export const ids = [151];
export const modules = {

/***/ 1151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  extractArchive: () => (/* binding */ extractArchive),
  openExtraction: () => (/* binding */ openExtraction)
});

// UNUSED EXPORTS: UnsafeArchiveError

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/primitives/cleanups.ts
var primitives_cleanups = __webpack_require__(8077);
// EXTERNAL MODULE: ./src/primitives/errors.ts
var errors = __webpack_require__(7611);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
// EXTERNAL MODULE: ./src/primitives/byte-size.ts
var byte_size = __webpack_require__(6754);
;// CONCATENATED MODULE: ./src/bundle/archive-policy.ts



/** The archive's type from its first bytes: zip (PK), gzip (a gzip'd tar), or a POSIX/GNU tar. */
function detectArchive(head) {
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50)
        return 'zip';
    if (head.length >= 4 && head.readUInt32LE(0) === 0x06054b50)
        return 'zip';
    if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)
        return 'tar.gz';
    if (head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar')
        return 'tar';
    return undefined;
}
/** Bytes needed to tell the archive types apart (a tar's magic sits at 257). */
const ARCHIVE_SNIFF_BYTES = 512;
/** The archive was refused: nothing of it reached the destination. */
class UnsafeArchiveError extends errors/* ActionError */.l {
    name = 'UnsafeArchiveError';
}
function refuse(problem) {
    return new UnsafeArchiveError(`Refusing to extract the bundle: ${problem}`);
}
const KIND_WORDS = {
    symlink: 'a symbolic link',
    hardlink: 'a hard link',
    device: 'a device file',
    fifo: 'a FIFO',
    other: 'neither a file nor a folder',
};
/** An entry's name as shown in messages: quoted, escaped, bounded. */
function shownName(name) {
    return JSON.stringify(name.length > 200 ? `${name.slice(0, 199)}…` : name);
}
/**
 * Names Windows reserves for devices, whatever the extension and with spaces before it (`CON`, `nul.txt`,
 * `CON .html`, `COM1`, `CONIN$`).
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *(\..*)?$/i;
/** Folders one name may lead through: a static site is nowhere near, and each level costs a system call. */
const MAX_NAME_DEPTH = 64;
/** Bytes of one name (UTF-8): well past any site's, and short of what the file systems allow for a path. */
const MAX_NAME_BYTES = 1024;
/**
 * Why an entry may not be extracted, or undefined when it may. `name` is the path as the archive stores it
 * (folders may end with `/`). On Windows, names Windows would read differently (`:` streams, reserved device
 * names, a trailing dot or space) are refused too.
 */
function entryProblem(name, kind, platform = process.platform) {
    const shown = shownName(name);
    if (kind !== 'file' && kind !== 'directory') {
        return `${shown} is ${KIND_WORDS[kind]}; a static export holds only files and folders`;
    }
    if (name === '')
        return 'an entry has an empty name';
    if (/\p{Cc}/u.test(name))
        return `${shown} has a control character in its name`;
    if (name.includes('\\'))
        return `${shown} has a backslash in its name`;
    if (name.startsWith('/'))
        return `${shown} is an absolute path`;
    if (/^[a-z]:/i.test(name))
        return `${shown} starts with a drive letter`;
    if (name.split('/').includes('..'))
        return `${shown} contains a ".." segment`;
    if (Buffer.byteLength(name) > MAX_NAME_BYTES)
        return `${shown} is longer than ${MAX_NAME_BYTES} bytes`;
    const segments = pathSegments(name);
    // `./`, the archive's own root, is a folder entry tar often starts with: nothing to make.
    if (segments.length === 0 && kind !== 'directory')
        return `${shown} names no file or folder`;
    if (segments.length > MAX_NAME_DEPTH)
        return `${shown} is nested deeper than ${MAX_NAME_DEPTH} folders`;
    if (platform === 'win32') {
        for (const segment of segments) {
            if (/[<>:"|?*]/.test(segment))
                return `${shown} has a character Windows does not allow in names`;
            if (WINDOWS_DEVICE.test(segment))
                return `${shown} uses a name Windows reserves for a device`;
            if (/[. ]$/.test(segment))
                return `${shown} ends a name with a dot or space`;
        }
    }
    return undefined;
}
/** The folders and file an accepted name leads through: `./a//b/` → [a, b] (`.` and empty parts are no-ops). */
function pathSegments(name) {
    return name.split('/').filter((s) => s !== '' && s !== '.');
}
/** The defaults, as action.yml declares them. */
const DEFAULT_EXTRACT_LIMITS = {
    maxBytes: (0,byte_size/* parseByteSize */.n)(names/* Defaults */.Hw.extractMaxSize),
    maxEntries: Number(names/* Defaults */.Hw.extractMaxEntries),
    maxEntryBytes: (0,byte_size/* parseByteSize */.n)(names/* Defaults */.Hw.extractMaxEntrySize),
    maxRatio: Number(names/* Defaults */.Hw.extractMaxRatio),
};
/**
 * The compression ratio is judged once this much has been unpacked: small archives of small files can
 * compress far, and a bomb is still refused after a few MB.
 */
const RATIO_CHECK_AFTER_BYTES = 4 * 1024 * 1024;
/** Archive bytes an entry may take besides its content: headers, a long name, padding, a zip's records. */
const ARCHIVE_BYTES_PER_ENTRY = 4096;
/** Archive bytes allowed on top, for what is neither content nor an entry's own (end records, a tar's last record). */
const ARCHIVE_SLACK_BYTES = 2 * 1024 * 1024;
/** Counts what an archive unpacks to, and refuses it at the first limit it passes. */
class ExtractBudget {
    limits;
    /** Files and folders made on disk. */
    made = 0;
    /** Bytes of all files, unpacked. */
    bytes = 0;
    constructor(limits) {
        this.limits = limits;
    }
    /** One more file or folder on disk (the tree writer counts every one it makes, named or implied). */
    addMade() {
        this.made += 1;
        if (this.made > this.limits.maxEntries)
            throw this.tooManyEntries();
    }
    /** Throws the refusal when an archive listing `count` entries holds more than may be made. */
    checkEntryCount(count) {
        if (count > this.limits.maxEntries)
            throw this.tooManyEntries();
    }
    /** One more file of `size` bytes; throws the refusal when it passes a limit. */
    addFile(name, size) {
        this.bytes += size;
        const { maxBytes, maxEntryBytes } = this.limits;
        if (size > maxEntryBytes) {
            throw overLimit(`${shownName(name)} unpacks to ${(0,byte_size/* formatBytes */.z)(size)}, more than one file may`, names/* Inputs */.G0.extractMaxEntrySize, (0,byte_size/* formatBytes */.z)(maxEntryBytes));
        }
        if (this.bytes > maxBytes) {
            throw overLimit(`it unpacks to more than ${(0,byte_size/* formatBytes */.z)(maxBytes)}`, names/* Inputs */.G0.extractMaxSize, (0,byte_size/* formatBytes */.z)(maxBytes));
        }
    }
    /**
     * Throws the refusal when `bytes` of archive (as it arrives, or as a tar stream once inflated) is more than
     * an archive within the limits can take: every byte is kept on disk (a zip) or read (a tar), so an archive
     * of padding, metadata or trailing data must end somewhere too.
     */
    checkArchiveSize(bytes) {
        const { maxBytes, maxEntries } = this.limits;
        const most = maxBytes + maxEntries * ARCHIVE_BYTES_PER_ENTRY + ARCHIVE_SLACK_BYTES;
        if (bytes > most) {
            throw overLimit(`it is larger than ${(0,byte_size/* formatBytes */.z)(most)}, more than a bundle within the limits takes`, names/* Inputs */.G0.extractMaxSize, (0,byte_size/* formatBytes */.z)(maxBytes));
        }
    }
    /** Throws the refusal when `unpacked` bytes came out of `packed` archive bytes at more than the ratio allowed. */
    checkRatio(unpacked, packed) {
        if (unpacked < RATIO_CHECK_AFTER_BYTES || packed <= 0)
            return;
        const ratio = unpacked / packed;
        if (ratio > this.limits.maxRatio) {
            throw overLimit(`it unpacks to more than ${Math.floor(ratio)} times its size (${(0,byte_size/* formatBytes */.z)(unpacked)} from ${(0,byte_size/* formatBytes */.z)(packed)}), as a compression bomb does`, names/* Inputs */.G0.extractMaxRatio, String(this.limits.maxRatio));
        }
    }
    tooManyEntries() {
        const { maxEntries } = this.limits;
        return overLimit(`it holds more than ${maxEntries} files and folders`, names/* Inputs */.G0.extractMaxEntries, String(maxEntries));
    }
}
function overLimit(problem, input, value) {
    return refuse(`${problem}. The limit is ${input}: ${value}; raise it if the bundle really is that large.`);
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
;// CONCATENATED MODULE: ./src/bundle/garbage-pacer.ts


/**
 * Collects dead buffers at a steady pace while an archive is extracted. Node's streams allocate a new buffer
 * for every chunk they pass on (the inflater's output, the copies handed to it), and V8 lets about 64 MB of
 * such buffers pile up outside its heap before it collects them: on the benchmark's large bundle (164 MiB
 * tar.gz, 283 MiB unpacked) the process reached 150–160 MB. The buffers die young, so a young-generation
 * collection (a scavenge, well under a millisecond) every 4 MiB of them frees them: about 105 MB for the same
 * bundle. Measured alternatives: a full collection every 8 MiB, the same memory at 5–10 ms a time; every
 * 16 MiB, 118–138 MB; collecting only past a bound on buffer memory let the heap grow instead (140 MB).
 */
class GarbagePacer {
    everyBytes;
    passed = 0;
    static collect;
    constructor(everyBytes = 4 * 1024 * 1024) {
        this.everyBytes = everyBytes;
    }
    /** Counts `bytes` of short-lived buffers; collects once every `everyBytes` of them. */
    note(bytes) {
        this.passed += bytes;
        if (this.passed < this.everyBytes)
            return;
        this.passed = 0;
        GarbagePacer.collector()({ type: 'minor' });
    }
    /** V8's own `gc`, reached the documented way (the flag, then a fresh context), once per process. */
    static collector() {
        if (!GarbagePacer.collect) {
            (0,external_node_v8_.setFlagsFromString)('--expose-gc');
            GarbagePacer.collect = (0,external_node_vm_.runInNewContext)('gc');
        }
        return GarbagePacer.collect;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/bundle/destination.ts
var destination = __webpack_require__(9260);
;// CONCATENATED MODULE: ./src/bundle/staged-folder.ts







/**
 * A fresh folder beside extract-path, made by this run alone, where the bundle's tree is built; swapped in
 * for extract-path once the whole archive is in place, or removed, with any parent folders made for it. A
 * cancelled run removes it too (through the cleanups), so extract-path is either exactly as before or holds
 * the whole new tree.
 */
class StagedFolder {
    dest;
    path;
    unmakeParents;
    cleanups;
    unregister;
    constructor(dest, path, unmakeParents, cleanups) {
        this.dest = dest;
        this.path = path;
        this.unmakeParents = unmakeParents;
        this.cleanups = cleanups;
        this.unregister = cleanups.add(() => this.remove());
    }
    /** Synchronous, so a cancellation cannot fall between making the folder and registering its removal. */
    static create(dest, cleanups) {
        const parent = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(dest));
        const unmakeParents = (0,destination/* makeFolder */.fc)(parent);
        let path;
        try {
            path = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, `.${(0,external_node_path_.basename)(dest)}.partial-`));
        }
        catch (err) {
            unmakeParents();
            throw failure(`Could not create a folder beside ${names/* Inputs */.G0.extractPath} ${dest}`, err);
        }
        return new StagedFolder(dest, path, unmakeParents, cleanups);
    }
    /** A file name beside the staged folder, for a temporary file that must not end up in the tree. */
    sibling(suffix) {
        return `${this.path}.${suffix}`;
    }
    /**
     * Puts the built tree at extract-path: renamed into place when nothing is there, or swapped with the
     * folder that is, whose old content is then removed (when it cannot be, it stays aside: see SwapResult).
     * The renames are synchronous, so a signal cannot fall between them; a cancelled run swaps nothing in.
     */
    async swapIn() {
        if (this.cleanups.cancelled)
            throw new errors/* ActionError */.l('The run was cancelled');
        (0,external_node_fs_.chmodSync)(this.path, 0o755);
        const existing = (0,external_node_fs_.lstatSync)(this.dest, { throwIfNoEntry: false });
        if (existing && (existing.isSymbolicLink() || !existing.isDirectory())) {
            throw new errors/* ActionError */.l(`${names/* Inputs */.G0.extractPath} ${this.dest} changed while the bundle was extracted`);
        }
        const moveIn = () => {
            try {
                (0,external_node_fs_.renameSync)(this.path, this.dest);
            }
            catch (err) {
                throw failure(`Could not move the extracted bundle into ${names/* Inputs */.G0.extractPath} ${this.dest}`, err);
            }
        };
        if (!existing) {
            moveIn();
            this.unregister();
            return { replaced: false };
        }
        const aside = (0,external_node_path_.join)((0,external_node_path_.dirname)(this.path), `.${(0,external_node_path_.basename)(this.dest)}.replaced-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
        try {
            (0,external_node_fs_.renameSync)(this.dest, aside);
        }
        catch (err) {
            throw failure(`Could not move the previous content of ${names/* Inputs */.G0.extractPath} ${this.dest} aside`, err);
        }
        try {
            moveIn();
        }
        catch (err) {
            (0,external_node_fs_.renameSync)(aside, this.dest);
            throw err;
        }
        this.unregister();
        const unregisterAside = this.cleanups.add(() => (0,external_node_fs_.rmSync)(aside, { recursive: true, force: true }));
        try {
            await (0,promises_.rm)(aside, { recursive: true, force: true });
            return { replaced: true };
        }
        catch (err) {
            return { replaced: true, leftover: aside, leftoverError: codeOf(err) };
        }
        finally {
            unregisterAside();
        }
    }
    async discard() {
        await (0,promises_.rm)(this.path, { recursive: true, force: true });
        this.unmakeParents();
        this.unregister();
    }
    remove() {
        (0,external_node_fs_.rmSync)(this.path, { recursive: true, force: true });
        this.unmakeParents();
    }
}
function codeOf(err) {
    return err.code ?? err.message;
}
function failure(what, err) {
    return new errors/* ActionError */.l(`${what} (${codeOf(err)})`);
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/bundle/tar-extractor.ts




async function loadTarReader() {
    return Promise.all(/* import() */[__webpack_require__.e(253), __webpack_require__.e(707)]).then(__webpack_require__.bind(__webpack_require__, 8707));
}
/** Bytes of a tar block: a header, or a piece of an entry's data. */
const BLOCK_BYTES = 512;
/** Metadata (a pax header, a GNU long name) node-tar reads for one entry at most; larger is skipped, so refused. */
const MAX_METADATA_BYTES = 1024 * 1024;
/** Inflated in large pieces: fewer, bigger steps through the parser and fewer wake-ups. */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/**
 * Archive bytes queued for the inflater: past the high mark the download waits, and it goes on once the queue
 * is back under the low mark, so neither side runs dry (waiting for the queue to empty, as a stream's 'drain'
 * does, stalled the pipeline at every chunk: 14 MiB streamed in 1.2–1.8 s instead of 0.5 s).
 */
const QUEUE_HIGH_BYTES = 4 * 1024 * 1024;
const QUEUE_LOW_BYTES = 2 * 1024 * 1024;
/** Inflated bytes that may wait for the parser before the inflater pauses. */
const INFLATED_QUEUE_BYTES = 1024 * 1024;
function invalid(what) {
    return new errors/* ActionError */.l(`The bundle is not a valid tar archive: ${what}`);
}
/**
 * The first block of the tar stream must be a tar header with a good checksum (or the empty block of an empty
 * archive). node-tar's parser would otherwise take a stream that starts as gzip or zstd for one and inflate it
 * again, past the budget's view: a tar inside a gzip inside the gzip is not a bundle.
 */
function checkFirstBlock(Header, block) {
    refuseCompressed(block);
    const header = new Header(block);
    if (!header.nullBlock && !header.cksumValid)
        throw invalid('its first header is damaged (bad checksum)');
}
function refuseCompressed(start) {
    const gzip = start[0] === 0x1f && start[1] === 0x8b;
    const zstd = start.length >= 4 && start.readUInt32LE(0) === 0xfd2fb528;
    if (gzip || zstd)
        throw invalid('it holds another compressed stream, not a tar');
}
function tarKind(type) {
    switch (type) {
        case 'File':
        case 'OldFile':
        case 'ContiguousFile':
            return 'file';
        case 'Directory':
            return 'directory';
        case 'SymbolicLink':
            return 'symlink';
        case 'Link':
            return 'hardlink';
        case 'CharacterDevice':
        case 'BlockDevice':
            return 'device';
        case 'FIFO':
            return 'fifo';
        default:
            return 'other';
    }
}
/**
 * Extracts a tar, plain or gzip'd, as its bytes arrive: node-tar's parser reads the headers (ustar, pax and
 * GNU long names), every entry is judged by the archive policy and the budget before anything of it is
 * written, and files go straight from the inflated stream to the tree writer. Inflating runs on the thread
 * pool (node:zlib), beside the parsing and writing on this thread. The archive must end with its
 * end-of-archive marker (two empty blocks); whatever follows the marker is not read, as tar does.
 */
function createTarExtractor({ Parser, Header }, gzipped, writer, budget, garbage) {
    let failure;
    /** Bytes of the tar stream read so far: inflated, for a gzip'd tar. */
    let tarBytes = 0;
    /** Bytes out of the inflater so far, read or waiting to be. */
    let inflatedTotal = 0;
    /** The start of the tar stream, held back from the parser until its first block is checked. */
    let head = Buffer.alloc(0);
    /** The end-of-archive marker has been read: what follows is not. */
    let sawEnd = false;
    let gunzip;
    const fail = (err) => {
        failure ??= err instanceof Error ? err : new Error(String(err));
        gunzip?.destroy();
    };
    const onEntry = (entry) => {
        const name = entry.path;
        const kind = tarKind(entry.type);
        // On Windows node-tar turns backslashes into slashes; the name as stored must not hold any either.
        const stored = entry.header.path ?? '';
        const problem = entryProblem(name, kind) ?? (stored.includes('\\') ? entryProblem(stored, kind) : undefined);
        if (problem)
            throw refuse(problem);
        if (kind === 'directory') {
            writer.addFolder(name);
            entry.resume();
            return;
        }
        // node-tar reads a negative size as none and an unreadable one as NaN: either would read the entry's
        // data as headers.
        const size = entry.header.size;
        if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
            throw invalid(`${shownName(name)} has no valid size`);
        }
        budget.addFile(name, size);
        const out = writer.createFile(name);
        entry.on('data', (chunk) => out.write(chunk));
        entry.on('end', () => out.close());
    };
    // Never inflate inside the parser: a zstd or brotli stream is not sniffed, a gzip one is refused first.
    const parser = new Parser({
        strict: true,
        zstd: false,
        brotli: false,
        maxMetaEntrySize: MAX_METADATA_BYTES,
    });
    parser.on('entry', (entry) => {
        if (failure)
            return void entry.resume();
        try {
            onEntry(entry);
        }
        catch (err) {
            fail(err);
            entry.resume();
        }
    });
    // Entries the parser skips (sparse files, tape headers, oversized metadata) are not files or folders either.
    parser.on('ignoredEntry', (entry) => fail(refuse(entry.meta
        ? `${shownName(entry.path)} carries more than ${MAX_METADATA_BYTES / 1024 / 1024} MiB of metadata (a pax header or long name)`
        : entryProblem(entry.path, 'other'))));
    parser.on('eof', () => {
        sawEnd = true;
        gunzip?.destroy();
    });
    parser.on('error', (err) => fail(invalid((0,errors/* errorMessage */.g)(err))));
    const parserEnded = (0,external_node_events_.once)(parser, 'end').catch(() => undefined);
    /** Hands tar stream bytes to the parser; every entry it completes is written before this returns. */
    const parse = (chunk) => {
        if (failure || sawEnd)
            return;
        try {
            tarBytes += chunk.length;
            budget.checkArchiveSize(tarBytes);
            garbage.note(chunk.length);
            if (head) {
                head = Buffer.concat([head, chunk]);
                if (head.length < BLOCK_BYTES)
                    return;
                checkFirstBlock(Header, head);
                [chunk, head] = [head, undefined];
            }
            parser.write(chunk);
        }
        catch (err) {
            fail(err);
        }
    };
    // Inflated pieces wait here for the next turn of the event loop, so that the inflater, on the thread pool,
    // goes on with the next piece while this thread parses and writes (handled at once, each waited for the
    // other: the docs bundle took 0.75–1.1 s instead of 0.5 s).
    const inflated = [];
    let inflatedBytes = 0;
    let parseScheduled = false;
    const parseInflated = () => {
        parseScheduled = false;
        for (let chunk = inflated.shift(); chunk; chunk = inflated.shift()) {
            inflatedBytes -= chunk.length;
            parse(chunk);
        }
        if (gunzip?.isPaused() && !failure)
            gunzip.resume();
    };
    if (gzipped) {
        // The stream's own queue limit is set past the high mark: the queue is paced here (see QUEUE_HIGH_BYTES).
        const queue = { writableHighWaterMark: QUEUE_HIGH_BYTES * 2 };
        const stream = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES, ...queue });
        stream.on('data', (chunk) => {
            if (failure)
                return;
            try {
                inflatedTotal += chunk.length;
                // bytesWritten: archive bytes the inflater has consumed so far, not merely queued.
                budget.checkRatio(inflatedTotal, stream.bytesWritten);
            }
            catch (err) {
                return fail(err);
            }
            inflated.push(chunk);
            inflatedBytes += chunk.length;
            if (inflatedBytes >= INFLATED_QUEUE_BYTES)
                stream.pause();
            if (!parseScheduled) {
                parseScheduled = true;
                setImmediate(parseInflated);
            }
        });
        stream.on('error', (err) => fail(new errors/* ActionError */.l(`The bundle is not a valid gzip stream: ${err.message}`)));
        gunzip = stream;
    }
    const inflater = gunzip;
    let queued = 0;
    /** The download waiting for the queue to shrink, when it is. */
    let waiting;
    const wake = () => {
        const resume = waiting;
        waiting = undefined;
        resume?.();
    };
    inflater?.once('close', wake);
    const consumed = (bytes) => () => {
        queued -= bytes;
        if (queued <= QUEUE_LOW_BYTES)
            wake();
    };
    /** Resolves at the inflater's end, or as soon as it closes (destroyed or failed: the failure is recorded then). */
    const ended = () => new Promise((resolve) => {
        const done = () => {
            inflater?.off('end', done).off('close', done);
            resolve();
        };
        inflater?.once('end', done).once('close', done);
    });
    return {
        write(chunk) {
            if (failure)
                throw failure;
            if (!inflater)
                return parse(Buffer.from(chunk));
            // Past the end-of-archive marker nothing more is inflated.
            if (sawEnd)
                return;
            garbage.note(chunk.length);
            queued += chunk.length;
            inflater.write(Buffer.from(chunk), consumed(chunk.length));
            if (queued > QUEUE_HIGH_BYTES && !inflater.destroyed) {
                return new Promise((resolve) => (waiting = resolve));
            }
        },
        async end() {
            if (inflater && !failure && !inflater.destroyed) {
                const done = ended();
                inflater.end();
                await done;
            }
            if (inflater)
                parseInflated();
            if (!failure && head) {
                try {
                    refuseCompressed(head);
                    throw invalid('it ends before its first header');
                }
                catch (err) {
                    fail(err);
                }
            }
            if (!failure) {
                parser.end();
                await parserEnded;
            }
            if (!failure && !sawEnd)
                fail(invalid('it ends without its end-of-archive marker (it may be cut short)'));
            if (failure)
                throw failure;
        },
        destroy() {
            fail(new errors/* ActionError */.l('The extraction was stopped'));
        },
    };
}

;// CONCATENATED MODULE: ./src/bundle/tree-writer.ts




/** Create only, never open what is there, never follow a link at the last step (O_NOFOLLOW is POSIX only). */
const CREATE_FILE = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;
/**
 * Builds a tree inside a fresh folder that only this run writes to. Every folder and file is created here,
 * exclusively, so nothing written can pass through a link or land on something that was already there. It
 * remembers what it made, so it needs no look at the disk to catch a name given twice, a file where a folder
 * is, or, on a case-insensitive file system, two names that differ only in case or Unicode form. Every file
 * and folder it makes, the folders a name only implies too, counts against the budget. Synchronous by design:
 * it is called for a bounded slice of the archive at a time, and one open, write and close per small file is
 * the fewest system calls a file can take.
 */
class TreeWriter {
    root;
    caseInsensitive;
    budget;
    files = 0;
    folders = 0;
    /** What was made, by path (case-folded where the file system folds case), with the name as given. */
    made = new Map();
    constructor(root, caseInsensitive, budget) {
        this.root = root;
        this.caseInsensitive = caseInsensitive;
        this.budget = budget;
    }
    addFolder(name) {
        const segments = pathSegments(name);
        this.makeFolders(name, segments, segments.length);
    }
    createFile(name) {
        const segments = pathSegments(name);
        this.makeFolders(name, segments, segments.length - 1);
        const path = segments.join('/');
        this.claim(name, path, 'file');
        this.budget.addMade();
        const fd = this.attempt(name, () => (0,external_node_fs_.openSync)((0,external_node_path_.join)(this.root, path), CREATE_FILE, FILE_MODE));
        this.files += 1;
        return {
            write: (chunk) => {
                for (let done = 0; done < chunk.length;) {
                    done += this.attempt(name, () => (0,external_node_fs_.writeSync)(fd, chunk, done, chunk.length - done));
                }
            },
            close: () => this.attempt(name, () => (0,external_node_fs_.closeSync)(fd)),
        };
    }
    writeFile(name, data) {
        const out = this.createFile(name);
        try {
            out.write(data);
        }
        finally {
            out.close();
        }
    }
    /** Makes the first `count` folders of `segments` that are not there yet, shallowest first. */
    makeFolders(name, segments, count) {
        let path = '';
        for (let i = 0; i < count; i++) {
            path = i === 0 ? segments[0] : `${path}/${segments[i]}`;
            const existing = this.made.get(this.key(path));
            if (existing?.kind === 'folder' && existing.path === path)
                continue;
            this.claim(name, path, 'folder');
            this.budget.addMade();
            this.attempt(name, () => (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(this.root, path), FOLDER_MODE));
            this.folders += 1;
        }
    }
    /** Records `path` as made by this entry, or refuses the archive when something already stands there. */
    claim(name, path, kind) {
        const key = this.key(path);
        const existing = this.made.get(key);
        if (existing) {
            const other = shownName(existing.name);
            if (existing.path !== path)
                throw collision(name, other);
            if (existing.kind === 'file' && kind === 'file')
                throw refuse(`${shownName(name)} appears twice`);
            throw refuse(`${shownName(name)} needs a ${kind} where ${other} made a ${existing.kind}`);
        }
        this.made.set(key, { kind, path, name });
    }
    /**
     * The name as a file system that folds case sees it. Lower, then upper, then lower case merges more than
     * lower case alone (`ẞ` and `ß`, `ſ` and `s`, `Σ` and `ς`): refusing a pair such a file system would keep
     * apart costs little, writing one file over another would not.
     */
    key(path) {
        return this.caseInsensitive ? path.normalize('NFC').toLowerCase().toUpperCase().toLowerCase() : path;
    }
    attempt(name, io) {
        try {
            return io();
        }
        catch (err) {
            const code = err.code;
            // The folder is this run's alone: something there already is another entry the file system merged.
            if (code === 'EEXIST')
                throw collision(name, 'another entry');
            throw new errors/* ActionError */.l(`Could not write ${shownName(name)} while extracting the bundle: ${code ?? (0,errors/* errorMessage */.g)(err)}`);
        }
    }
}
function collision(name, other) {
    return refuse(`${shownName(name)} and ${other} differ only in case or Unicode form, and this file system does not tell them apart`);
}
/** True when the file system holding `dir` (an empty folder of this run's) does not tell `a` from `A`. */
function foldsCase(dir) {
    const probe = (0,external_node_path_.join)(dir, 'case-probe');
    (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(probe, CREATE_FILE, FILE_MODE));
    try {
        (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, 'CASE-PROBE'));
        return true;
    }
    catch {
        return false;
    }
    finally {
        (0,external_node_fs_.unlinkSync)(probe);
    }
}

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/bundle/zip-extractor.ts






// The zip reader. Written here rather than taken from yauzl: yauzl reads the central directory with two
// stream-backed reads per entry, 1.1–1.3 s for the 20,402 entries of the benchmark's large bundle (half of
// unzip's whole run), where one read of the directory and a loop over its records takes 10–25 ms. It reads
// only what a static export needs: stored and deflated entries, zip64 sizes and offsets, UTF-8 names (the
// flag or the Info-ZIP Unicode Path field) and CP437 names; encrypted, multi-disk and other methods are refused.
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** A central directory past this is refused rather than read into memory. */
const MAX_CENTRAL_DIRECTORY_BYTES = 64 * 1024 * 1024;
/** Entries up to this size (packed and unpacked) are read and inflated in one step; larger ones are streamed. */
const WHOLE_ENTRY_BYTES = 1024 * 1024;
/** Synchronous work between two turns of the event loop. */
const SLICE_MS = 20;
const CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
function corrupt(what) {
    return new errors/* ActionError */.l(`The bundle is not a valid zip archive: ${what}`);
}
function u64(buf, at) {
    const value = buf.readBigUInt64LE(at);
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
        throw corrupt('a size or offset is too large');
    return Number(value);
}
function read(fd, length, position) {
    const buf = Buffer.allocUnsafe(length);
    const got = (0,external_node_fs_.readSync)(fd, buf, 0, length, position);
    if (got !== length)
        throw corrupt('it ends early');
    return buf;
}
/** Where the central directory is, and how many entries it holds. */
function findCentralDirectory(fd, size) {
    const tailLength = Math.min(size, 22 + MAX_COMMENT);
    const tail = read(fd, tailLength, size - tailLength);
    let at = -1;
    // The end record and its comment close the file: nothing may follow them.
    for (let i = tailLength - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) === tailLength) {
            at = i;
            break;
        }
    }
    if (at < 0)
        throw corrupt('no end of central directory record');
    if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) {
        throw corrupt('it spans several disks');
    }
    let entries = tail.readUInt16LE(at + 10);
    let cdSize = tail.readUInt32LE(at + 12);
    let cdOffset = tail.readUInt32LE(at + 16);
    const eocdOffset = size - tailLength + at;
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
        if (eocdOffset < 20)
            throw corrupt('no zip64 locator');
        const locator = read(fd, 20, eocdOffset - 20);
        if (locator.readUInt32LE(0) !== ZIP64_LOCATOR)
            throw corrupt('no zip64 locator');
        const record = read(fd, 56, u64(locator, 8));
        if (record.readUInt32LE(0) !== ZIP64_EOCD)
            throw corrupt('no zip64 end of central directory record');
        entries = u64(record, 32);
        cdSize = u64(record, 40);
        cdOffset = u64(record, 48);
    }
    if (cdOffset + cdSize > eocdOffset)
        throw corrupt('the central directory lies past its end record');
    if (cdSize > MAX_CENTRAL_DIRECTORY_BYTES)
        throw corrupt('the central directory is larger than 64 MiB');
    return { offset: cdOffset, size: cdSize, entries };
}
function decodeName(raw, utf8) {
    if (utf8 || raw.every((b) => b < 0x80))
        return raw.toString('utf8');
    let name = '';
    for (const b of raw)
        name += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80];
    return name;
}
/**
 * What an entry is: the Unix file type in the high bits of its attributes, whatever system the zip says made
 * it (a link marked as made on another keeps its type bits), else a folder by its trailing slash or DOS flag.
 */
function kindOf(name, madeBy, attributes) {
    const host = madeBy >>> 8;
    const mode = (attributes >>> 16) & 0o170000;
    if (mode !== 0) {
        if (mode === 0o120000)
            return 'symlink';
        if (mode === 0o040000)
            return 'directory';
        if (mode === 0o020000 || mode === 0o060000)
            return 'device';
        if (mode === 0o010000)
            return 'fifo';
        if (mode !== 0o100000)
            return 'other';
    }
    return name.endsWith('/') || (host !== 3 && (attributes & 0x10) !== 0) ? 'directory' : 'file';
}
/** The central directory's records, in order; the directory must hold exactly `count`. */
function* entriesOf(cd, count) {
    let p = 0;
    for (let i = 0; i < count; i++) {
        if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL_HEADER)
            throw corrupt('a damaged central directory');
        const madeBy = cd.readUInt16LE(p + 4);
        const flags = cd.readUInt16LE(p + 8);
        const nameLength = cd.readUInt16LE(p + 28);
        const extraLength = cd.readUInt16LE(p + 30);
        const commentLength = cd.readUInt16LE(p + 32);
        const end = p + 46 + nameLength + extraLength + commentLength;
        if (end > cd.length)
            throw corrupt('a damaged central directory');
        const rawName = cd.subarray(p + 46, p + 46 + nameLength);
        let name = decodeName(rawName, (flags & 0x800) !== 0);
        let size = cd.readUInt32LE(p + 24);
        let packedSize = cd.readUInt32LE(p + 20);
        let offset = cd.readUInt32LE(p + 42);
        let unicodePathSeen = false;
        let nameCrc;
        for (let x = p + 46 + nameLength; x + 4 <= p + 46 + nameLength + extraLength;) {
            const id = cd.readUInt16LE(x);
            const length = cd.readUInt16LE(x + 2);
            const data = cd.subarray(x + 4, x + 4 + length);
            if (id === 0x0001) {
                let at = 0;
                if (size === 0xffffffff && at + 8 <= data.length)
                    [size, at] = [u64(data, at), at + 8];
                if (packedSize === 0xffffffff && at + 8 <= data.length)
                    [packedSize, at] = [u64(data, at), at + 8];
                if (offset === 0xffffffff && at + 8 <= data.length)
                    offset = u64(data, at);
            }
            else if (id === 0x7075 && !unicodePathSeen) {
                // The Info-ZIP Unicode Path: the first one counts, and only while it matches the stored name.
                unicodePathSeen = true;
                nameCrc ??= (0,external_node_zlib_.crc32)(rawName);
                if (data.length > 5 && data[0] === 1 && data.readUInt32LE(1) === nameCrc) {
                    name = data.subarray(5).toString('utf8');
                }
            }
            x += 4 + length;
        }
        yield {
            name,
            nameLength,
            kind: kindOf(name, madeBy, cd.readUInt32LE(p + 38)),
            method: cd.readUInt16LE(p + 10),
            encrypted: (flags & 0x1) !== 0,
            crc: cd.readUInt32LE(p + 16),
            packedSize,
            size,
            offset,
        };
        p = end;
    }
    if (p !== cd.length)
        throw corrupt('the central directory holds more records than its end record counts');
}
/**
 * Extracts a zip file into the tree writer. The central directory is judged whole before anything is written:
 * every entry by the archive policy and the budget, the declared sizes against the archive's own size (a bomb
 * is refused here, unread), and no two entries may overlap (as the data of a "better zip bomb" does). Then each
 * entry's data is inflated, checked against its declared size and CRC-32, and written.
 */
async function extractZipFile(file, writer, budget, garbage) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const archiveSize = (0,external_node_fs_.fstatSync)(fd).size;
        const directory = findCentralDirectory(fd, archiveSize);
        budget.checkArchiveSize(archiveSize);
        budget.checkEntryCount(directory.entries);
        const cd = read(fd, directory.size, directory.offset);
        const spans = [];
        let declared = 0;
        let slice = performance.now();
        for (const entry of entriesOf(cd, directory.entries)) {
            const problem = entryProblem(entry.name, entry.kind);
            if (problem)
                throw refuse(problem);
            if (entry.encrypted)
                throw refuse(`${shownName(entry.name)} is encrypted`);
            if (entry.kind === 'file' && entry.method !== 0 && entry.method !== 8) {
                throw refuse(`${shownName(entry.name)} is compressed with method ${entry.method}; only stored and deflated entries are read`);
            }
            if (entry.kind === 'file') {
                budget.addFile(entry.name, entry.size);
                declared += entry.size;
                budget.checkRatio(declared, archiveSize);
            }
            spans.push([entry.offset, entry.offset + 30 + entry.nameLength + entry.packedSize, entry.name]);
            if (performance.now() - slice > SLICE_MS) {
                await (0,external_node_timers_promises_.setImmediate)();
                slice = performance.now();
            }
        }
        spans.sort((a, b) => a[0] - b[0]);
        for (let i = 0; i < spans.length; i++) {
            const [, end, name] = spans[i];
            const next = spans[i + 1];
            if (end > (next ? next[0] : directory.offset)) {
                throw refuse(`${shownName(name)} overlaps ${next ? shownName(next[2]) : 'the central directory'}, as the entries of a zip bomb do`);
            }
        }
        slice = performance.now();
        for (const entry of entriesOf(cd, directory.entries)) {
            if (entry.kind === 'directory')
                writer.addFolder(entry.name);
            else
                await extractEntry(fd, file, entry, writer, garbage);
            if (performance.now() - slice > SLICE_MS) {
                await (0,external_node_timers_promises_.setImmediate)();
                slice = performance.now();
            }
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
async function extractEntry(fd, file, entry, writer, garbage) {
    const head = read(fd, 30, entry.offset);
    if (head.readUInt32LE(0) !== LOCAL_HEADER)
        throw corrupt(`${shownName(entry.name)} has no local header`);
    const dataStart = entry.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    const damaged = () => corrupt(`${shownName(entry.name)} does not match its declared size or CRC-32`);
    if (entry.packedSize <= WHOLE_ENTRY_BYTES && entry.size <= WHOLE_ENTRY_BYTES) {
        const packed = read(fd, entry.packedSize, dataStart);
        let data;
        try {
            data =
                entry.method === 8 ? (0,external_node_zlib_.inflateRawSync)(packed, { maxOutputLength: Math.max(1, entry.size) }) : packed;
        }
        catch {
            throw damaged();
        }
        if (data.length !== entry.size || (0,external_node_zlib_.crc32)(data) !== entry.crc)
            throw damaged();
        writer.writeFile(entry.name, data);
        garbage.note(packed.length + (data === packed ? 0 : data.length));
        return;
    }
    const out = writer.createFile(entry.name);
    let written = 0;
    let crc = 0;
    try {
        const source = (0,external_node_fs_.createReadStream)(file, {
            start: dataStart,
            end: dataStart + entry.packedSize - 1,
            highWaterMark: 256 * 1024,
        });
        const sink = async (chunks) => {
            for await (const chunk of chunks) {
                written += chunk.length;
                if (written > entry.size)
                    throw damaged();
                crc = (0,external_node_zlib_.crc32)(chunk, crc);
                out.write(chunk);
                garbage.note(chunk.length);
            }
        };
        if (entry.method === 8)
            await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createInflateRaw)({ chunkSize: 256 * 1024 }), sink);
        else
            await (0,external_node_stream_promises_.pipeline)(source, sink);
    }
    catch (err) {
        throw err instanceof errors/* ActionError */.l ? err : damaged();
    }
    finally {
        out.close();
    }
    if (written !== entry.size || crc !== entry.crc)
        throw damaged();
}

;// CONCATENATED MODULE: ./src/bundle/extract.ts











const notAnArchive = () => new errors/* ActionError */.l('The bundle is not a zip, tar or gzip’d tar archive (unknown first bytes)');
/** One attempt at building the tree: a staged folder, its writer and budget, and what the bytes turned out to be. */
class Build {
    staged;
    writer;
    budget;
    garbage = new GarbagePacer();
    kind;
    constructor(staged, options) {
        this.staged = staged;
        this.budget = new ExtractBudget(options.limits ?? DEFAULT_EXTRACT_LIMITS);
        this.writer = new TreeWriter(staged.path, options.foldCase ?? foldsCase(staged.path), this.budget);
    }
    static start(dest, options, cleanups) {
        return new Build(StagedFolder.create(dest, cleanups), options);
    }
    async complete() {
        const swap = await this.staged.swapIn();
        const { files, folders } = this.writer;
        return { kind: this.kind, files, folders, bytes: this.budget.bytes, ...swap };
    }
}
/**
 * Opens an extraction into `dest`. The tree is built in a fresh folder beside it (see StagedFolder) by the
 * tree writer, which creates every folder and file itself; the archive's type is read from its first bytes.
 * A tar or gzip'd tar is extracted as it streams in; a zip, whose directory sits at its end, is kept in a
 * temporary file beside the staged folder and extracted once complete.
 */
async function openExtraction(dest, options = {}) {
    const cleanups = options.cleanups ?? new primitives_cleanups/* CleanupList */.j();
    const tar = await loadTarReader();
    let build = Build.start(dest, options, cleanups);
    let head = [];
    let headBytes = 0;
    /** Archive bytes written so far, against the most an archive within the limits takes. */
    let archiveBytes = 0;
    let stream;
    let spill;
    const begin = () => {
        const first = Buffer.concat(head);
        head = [];
        build.kind = detectArchive(first);
        if (!build.kind)
            throw notAnArchive();
        if (build.kind === 'zip') {
            const path = build.staged.sibling('zip');
            const fd = (0,external_node_fs_.openSync)(path, 'wx', 0o600);
            spill = { path, fd, unregister: cleanups.add(() => (0,external_node_fs_.rmSync)(path, { force: true })) };
            writeAll(fd, first);
            return;
        }
        stream = createTarExtractor(tar, build.kind === 'tar.gz', build.writer, build.budget, build.garbage);
        return stream.write(first);
    };
    const dropSpill = async () => {
        if (!spill)
            return;
        const { path, fd, unregister } = spill;
        spill = undefined;
        try {
            (0,external_node_fs_.closeSync)(fd);
        }
        catch {
            // already closed
        }
        await (0,promises_.rm)(path, { force: true });
        unregister();
    };
    const discard = async () => {
        stream?.destroy();
        stream = undefined;
        await dropSpill();
        await build.staged.discard();
    };
    return {
        write(chunk) {
            archiveBytes += chunk.length;
            build.budget.checkArchiveSize(archiveBytes);
            if (build.kind === undefined) {
                head.push(Buffer.from(chunk));
                headBytes += chunk.length;
                return headBytes >= ARCHIVE_SNIFF_BYTES ? begin() : undefined;
            }
            if (spill)
                return writeAll(spill.fd, chunk);
            return stream?.write(chunk);
        },
        async restart() {
            await discard();
            build = Build.start(dest, options, cleanups);
            head = [];
            headBytes = 0;
            archiveBytes = 0;
        },
        async finish() {
            try {
                if (build.kind === undefined)
                    await begin();
                if (spill) {
                    (0,external_node_fs_.closeSync)(spill.fd);
                    await extractZipFile(spill.path, build.writer, build.budget, build.garbage);
                    await dropSpill();
                }
                await stream?.end();
                return await build.complete();
            }
            catch (err) {
                await discard();
                throw err;
            }
        },
        discard,
    };
}
/**
 * Extracts an archive file into `dest`, all or nothing: the archive's type is read from its first bytes, a
 * zip is read in place, a tar or gzip'd tar streamed through the extraction. See openExtraction.
 */
async function extractArchive(file, dest, limits = DEFAULT_EXTRACT_LIMITS, options = {}) {
    if (sniff(file) === 'zip') {
        const build = Build.start(dest, { ...options, limits }, options.cleanups ?? new primitives_cleanups/* CleanupList */.j());
        build.kind = 'zip';
        try {
            await extractZipFile(file, build.writer, build.budget, build.garbage);
            return await build.complete();
        }
        catch (err) {
            await build.staged.discard();
            throw err;
        }
    }
    const extraction = await openExtraction(dest, { ...options, limits });
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: 1024 * 1024 })) {
            await extraction.write(chunk);
        }
    }
    catch (err) {
        await extraction.discard();
        throw err;
    }
    return extraction.finish();
}
function writeAll(fd, data) {
    for (let done = 0; done < data.length;)
        done += (0,external_node_fs_.writeSync)(fd, data, done, data.length - done);
}
function sniff(file) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const head = Buffer.alloc(ARCHIVE_SNIFF_BYTES);
        return detectArchive(head.subarray(0, (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0)));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}


/***/ })

};

//# sourceMappingURL=151.index.js.map