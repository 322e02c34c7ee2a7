/** JMH benchmarks of the engine and the catalog, built with -Pbench. */
package org.sprague.bench;
