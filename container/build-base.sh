#!/usr/bin/env bash
# Builds the two base images of container/Containerfile from Debian's packages alone (no image
# registry needed): localhost/debian-minbase:bookworm, a minimal Debian 12 made by debootstrap and
# imported into podman (the image the app runs on), and localhost/looktag-base:bookworm, that plus
# Node.js and npm from Debian for the build stage (npm only bootstraps the install; the app runs on
# the Node.js 24 npm package).
# Run as root on a Debian machine: apt-get install -y podman debootstrap runc
set -euo pipefail
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# runc and lower limits: on the machine this was tried on, crun refused the hybrid cgroup setup and
# podman's default open-files and process limits were above what the machine allows.
PODMAN=(podman --runtime runc)
LIMITS=(--ulimit nofile=16384:16384 --ulimit nproc=4096:4096)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

debootstrap --variant=minbase --include=ca-certificates,fonts-dejavu-core bookworm "$WORK/rootfs" "$MIRROR"
rm -rf "$WORK"/rootfs/var/cache/apt/archives/*.deb "$WORK"/rootfs/var/lib/apt/lists/*
tar -C "$WORK/rootfs" -c . | "${PODMAN[@]}" import --change 'CMD ["/bin/bash"]' - localhost/debian-minbase:bookworm

cat > "$WORK/Containerfile" <<'CONTAINERFILE'
FROM localhost/debian-minbase:bookworm
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm \
 && rm -rf /var/lib/apt/lists/*
CONTAINERFILE
"${PODMAN[@]}" build --network=host "${LIMITS[@]}" -t localhost/looktag-base:bookworm -f "$WORK/Containerfile" "$WORK"
