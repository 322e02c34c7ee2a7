/** Plots (XChart, PNG and SVG): Grundy sequences against the heap, and grid tables as heat maps. */
package org.sprague.cli.plot;
