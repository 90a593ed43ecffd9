"""syncsan: a static synchronization sanitizer for AMD GPU kernels."""

__version__ = "0.1.0"
