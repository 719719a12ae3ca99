// Preloaded into the benchmarked process: prints its peak resident set size when it exits.
process.on('exit', () => process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\n`));
