/**
 * Files a user names, read and written safely: an output goes to a temporary file beside its target and is renamed
 * over it ({@link org.sprague.io.OutputFile}), so a symbolic link is replaced rather than followed and a device or
 * FIFO is never written to; an input must be a regular file ({@link org.sprague.io.InputFile}), so a FIFO or
 * {@code /dev/zero} is refused instead of blocking or filling the heap.
 */
package org.sprague.io;
