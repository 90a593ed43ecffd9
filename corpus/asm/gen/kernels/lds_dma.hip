// LDS-DMA pipelines in HIP (written for syncsan's assembly fixtures; compiled by make_hip.py).
// No HIP headers: the few names HIP provides are defined here from clang builtins.
// Each build selects one kernel with -DKERNEL_<name>.
// FROZEN: the .loc lines of corpus/asm/hip/*.s name lines of this file; regenerate after an edit.
//
// One workgroup = 256 threads = 4 waves. Each k step copies a 1 KiB tile of floats from global
// memory straight into LDS (one dword per lane, async LDS-DMA), then every thread reads the
// element that a thread of the NEXT wave copied: the read needs the other wave's copy retired
// (s_waitcnt vmcnt) before that wave reaches the barrier the reader passed.
//   SYNC 0: __syncthreads() (fence release; s_barrier; fence acquire): the compiler waits.
//   SYNC 1: bare __builtin_amdgcn_s_barrier() after an explicit s_waitcnt that keeps the
//           prefetched tile in flight: correct, no compiler help needed.
//   SYNC 2: bare __builtin_amdgcn_s_barrier() with no wait: the compiler adds none before a
//           bare barrier on gfx942/gfx950 (back-off barrier), so other waves may read LDS the
//           copy has not written yet.

#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define GLOBAL __attribute__((address_space(1)))
#define LOCAL __attribute__((address_space(3)))

#define THREADS 256
#define WAVE 64
#define TILE THREADS  // floats per tile: one per thread

// s_waitcnt simm16 on gfx9: vmcnt in [3:0] and [15:14], expcnt [6:4], lgkmcnt [11:8]
#define WAIT_VMCNT(n) __builtin_amdgcn_s_waitcnt(0x0F70 | (n))

static __device__ inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// this wave's 64 dwords of the tile: lane i copies src[i] to slot[i] (M0 = slot, wave-uniform)
static __device__ inline void copy_tile(float* slot, const float* src, unsigned tid) {
  unsigned wave_base = tid & ~(WAVE - 1);
  __builtin_amdgcn_global_load_lds((GLOBAL void*)(src + tid), (LOCAL void*)(slot + wave_base),
                                   4, 0, 0);
}

static __device__ inline void publish(int sync, int keep_in_flight) {
  if (sync == 0) {
    syncthreads();
  } else if (sync == 1) {
    if (keep_in_flight)
      WAIT_VMCNT(1);
    else
      WAIT_VMCNT(0);
    __builtin_amdgcn_s_barrier();
  } else {
    __builtin_amdgcn_s_barrier();
  }
}

template <int SYNC>
static __device__ inline void pipeline(const float* a, float* out, int k_tiles) {
  __shared__ float tile[2][TILE];
  const unsigned tid = __builtin_amdgcn_workitem_id_x();
  const unsigned wg = __builtin_amdgcn_workgroup_id_x();
  const float* src = a + (unsigned long)wg * k_tiles * TILE;
  const unsigned peer = (tid + WAVE) % THREADS;  // same lane of the next wave
  float acc = 0.0f;
  if (k_tiles > 0)
    copy_tile(tile[0], src, tid);
  for (int k = 0; k < k_tiles; ++k) {
    const int s = k & 1;
    const bool more = k + 1 < k_tiles;
    if (more)
      copy_tile(tile[s ^ 1], src + (k + 1) * TILE, tid);  // prefetch tile k+1
    publish(SYNC, more);
    acc += tile[s][peer];
    if (SYNC == 0)
      syncthreads();  // everyone has read slot s before it is refilled
    else
      __builtin_amdgcn_s_barrier();
  }
  out[wg * THREADS + tid] = acc;
}

#if defined(KERNEL_dma_syncthreads)
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(THREADS, THREADS)))
void dma_syncthreads(const float* a, float* out, int k_tiles) { pipeline<0>(a, out, k_tiles); }
#endif

#if defined(KERNEL_dma_bare_waitcnt)
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(THREADS, THREADS)))
void dma_bare_waitcnt(const float* a, float* out, int k_tiles) { pipeline<1>(a, out, k_tiles); }
#endif

#if defined(KERNEL_dma_bare)
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(THREADS, THREADS)))
void dma_bare(const float* a, float* out, int k_tiles) { pipeline<2>(a, out, k_tiles); }
#endif
