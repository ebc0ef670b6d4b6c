import { describe, expect, it } from '@rstest/core';
import { blogArticleSlugs, exposedModules, paths, routeTable } from './routes';

describe('route table', () => {
  it('covers every path of the spec exactly once', () => {
    const tablePaths = routeTable.map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    for (const path of Object.values(paths)) expect(tablePaths).toContain(path);
  });

  it('guards the screens as spec section 6 says', () => {
    const access = (path: string) => routeTable.find((route) => route.path === path)?.access;
    expect(access('/admin/album')).toBe('admin');
    expect(access('/admin/all-user-systeme/edit-user/:id')).toBe('admin');
    expect(access('/compte')).toBe('user');
    expect(access('/compte/album')).toBe('user');
    expect(access('/compte/user')).toBe('auth');
    expect(access('/login')).toBe('public');
    expect(access('/portrait-mariage')).toBe('public');
  });

  it('lets the blog article route serve the five dated articles', () => {
    expect(blogArticleSlugs).toHaveLength(5);
    expect(routeTable.some((route) => route.path === '/blog/:slug')).toBe(true);
  });

  it('derives the modules a remote exposes from the table', () => {
    expect(exposedModules('admin').sort()).toEqual(
      [
        'AdminHome',
        'Albums',
        'Articles',
        'CreateAlbum',
        'CreateArticle',
        'EditAlbum',
        'EditArticle',
        'EditUser',
        'Enquiries',
        'Enquiry',
        'ClientFile',
        'Bookings',
        'Photos',
        'Placements',
        'SiteContent',
        'Users',
      ].sort(),
    );
    expect(exposedModules('marketing')).toContain('SiteContentPreview');
    expect(exposedModules('account')).toContain('MyInformation');
    expect(exposedModules('account')).toContain('GalleryAccess');
  });
});
